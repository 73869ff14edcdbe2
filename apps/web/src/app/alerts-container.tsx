// The alerts' container (lib/notify.ts: top right, 5 seconds), in a chunk of its own: app/provider.tsx
// mounts it with the first alert.

import { Notifications } from '@mantine/notifications';
import { ALERT_TIME_MS } from '../lib/notify.js';

export function AlertsContainer() {
  return <Notifications position="top-right" autoClose={ALERT_TIME_MS} zIndex={1000} />;
}
