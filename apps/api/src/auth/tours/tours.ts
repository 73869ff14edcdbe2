/**
 * The guided tours (spec 000 §2.2 and §5, 001 create product, 002): each is active for a user until
 * stopped through `POST /api/v1/auth/tours/{tour}/stop` (our path; the spec shows none).
 */
export const TOURS = ['dashboard', 'transaction', 'createProduct', 'createService'] as const;
export type Tour = (typeof TOURS)[number];
export type TourStatus = 'active' | 'stopped';

export const isTour = (value: string): value is Tour => (TOURS as readonly string[]).includes(value);

/** What the current-user answer carries: every tour with its status. */
export function tourStatus(stopped: readonly string[]): Record<Tour, TourStatus> {
  return Object.fromEntries(TOURS.map((tour) => [tour, stopped.includes(tour) ? 'stopped' : 'active'])) as Record<Tour, TourStatus>;
}
