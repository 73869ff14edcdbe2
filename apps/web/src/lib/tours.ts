// Guided tours (spec 000 §2.2, 001 create product): each runs while the signed-in user's status for it
// is 'active' (GET /auth answers `tours`), and is stopped through POST /auth/tours/{tour}/stop.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from './api-answers.js';
import { apiClient } from './api-client.js';
import { currentUserQueryKey } from './query-client.js';

/** Each guided tour's status, as the current user carries it (absent from a cached user: no tour runs). */
export type TourStatuses = Partial<DataOf<'/api/v1/auth', 'get'>['tours']>;
export type TourName = keyof TourStatuses;

export const stopTourPath = (tour: TourName) => `/auth/tours/${tour}/stop`;

/** The cached current user (features/auth Session), only as far as the tours go. */
interface CachedSession {
  user: { tours?: TourStatuses };
}

/** Stops a tour on the server (marked stopped in the cache at once, so it never shows again on the way), then reads the current user again. */
export function useStopTour(tour: TourName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<DataOf<'/api/v1/auth/tours/{tour}/stop', 'post'>>(stopTourPath(tour), {}),
    onMutate: () =>
      queryClient.setQueryData<CachedSession | null>(currentUserQueryKey, (session) =>
        session ? { ...session, user: { ...session.user, tours: { ...session.user.tours, [tour]: 'stopped' } } } : session,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
