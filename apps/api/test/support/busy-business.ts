import type { TestApi } from './test-api.js';

/** A seeded pseudo-random generator: the same seed makes the same business. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONEY_IN_SUBTYPES = [
  'capital',
  'loan',
  'interest_income',
  'other_income',
  'gift',
  'commission',
  'service_charge',
  'bad_debt_recovered',
  'customer_deposit',
];

/**
 * Records varied activity for the signed-in owner of `api` through the HTTP API, over a year of
 * dates: every kind of document the API has (more are added as the ledger grows). Returns how many
 * documents were recorded.
 */
export async function recordBusyBusiness(api: TestApi, options: { documents: number; seed?: number; bankAccountIds: string[] }): Promise<number> {
  const random = seededRandom(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const accounts = ['Cash', ...options.bankAccountIds];
  let recorded = 0;
  for (let i = 0; i < options.documents; i++) {
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const subtype = pick(MONEY_IN_SUBTYPES);
    const amount = `${1 + Math.floor(random() * 250_000)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    const response = await api.request({
      method: 'POST',
      url: '/api/v1/transactions/money-in',
      body: {
        date,
        amount,
        subtype,
        account: pick(accounts),
        ...(subtype === 'customer_deposit' ? { entity: `contact-${1 + Math.floor(random() * 5)}` } : {}),
      },
    });
    if (response.status !== 201) throw new Error(`money-in ${JSON.stringify(response.body)}`);
    recorded++;
  }
  return recorded;
}
