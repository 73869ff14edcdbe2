// The member's own e-mail notifications (GET and PATCH /accounts/settings/notifications, docs/mail.md
// "Notification preferences"). A switch saves at once: the screen shows the new value before the
// server answers and puts the old one back if it refuses.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import { settingsKeys } from './api.js';

export type NotificationPreferences = DataOf<'/api/v1/accounts/settings/notifications', 'get'>;
export type NotificationMail = keyof NotificationPreferences;
type Change = BodyOf<'/api/v1/accounts/settings/notifications', 'patch'>;

export const notificationsKey = () => [...settingsKeys.all, 'notifications'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationsKey(),
    queryFn: async ({ signal }) => (await apiClient.get<NotificationPreferences>('/accounts/settings/notifications', { signal })).data,
  });
}

export function useChangeNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => apiClient.patch<DataOf<'/api/v1/accounts/settings/notifications', 'patch'>>('/accounts/settings/notifications', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey() });
      const before = queryClient.getQueryData<NotificationPreferences>(notificationsKey());
      if (before) queryClient.setQueryData<NotificationPreferences>(notificationsKey(), { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKey(), context.before);
    },
    // The server's answer is the truth (another tab may have changed another switch).
    onSuccess: (answer) => queryClient.setQueryData(notificationsKey(), answer.data.preferences),
    meta: { notify: { success: true, failure: true } },
  });
}
