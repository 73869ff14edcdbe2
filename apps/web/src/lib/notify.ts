// Alerts (spec 000 §8): fixed top right, 5 seconds, blue on success, red on failure, with the server's
// message. Mutations get them through their `meta.notify` (query-client.ts); call these directly for
// anything else.

import { notifications } from '@mantine/notifications';

export const ALERT_TIME_MS = 5000;

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'blue', title, message, autoClose: ALERT_TIME_MS, withBorder: true });
}

export function notifyFailure(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: ALERT_TIME_MS, withBorder: true });
}
