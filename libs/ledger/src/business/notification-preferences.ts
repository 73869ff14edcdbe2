import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';

/**
 * A member's e-mail notification preferences in one business (docs/mail.md "Notification
 * preferences"): whether each scheduled mail sent to the business's own people reaches them.
 * Every mail is on until the member turns it off.
 */
export const NOTIFICATION_MAILS = ['monthlyProfitAndLoss', 'weeklySummary', 'expiryReminders'] as const;
export type NotificationMail = (typeof NOTIFICATION_MAILS)[number];
export type NotificationPreferences = Record<NotificationMail, boolean>;

export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = Object.freeze({
  monthlyProfitAndLoss: true,
  weeklySummary: true,
  expiryReminders: true,
});

export const NOTIFICATION_PREFERENCES_CHANGED = 'NotificationPreferencesChanged';
export interface NotificationPreferencesChangedData {
  userId: string;
  /** Only the mails whose setting changed, with their new value. */
  changes: Partial<NotificationPreferences>;
  /** When they changed: a monthly report that fell due before a mail was turned back on is not sent later. */
  changedAt: string;
}
export interface NotificationPreferencesChanged {
  type: typeof NOTIFICATION_PREFERENCES_CHANGED;
  data: NotificationPreferencesChangedData;
}

const isMail = (key: string): key is NotificationMail => (NOTIFICATION_MAILS as readonly string[]).includes(key);

/**
 * PATCH /accounts/settings/notifications: the member's own preferences, any of the mails given as
 * true or false. Values equal to the current ones give no event (an unchanged switch appends nothing).
 */
export function decideChangeNotificationPreferences(
  command: { userId: string; changes: Record<string, unknown>; now: string },
  current: NotificationPreferences,
): NotificationPreferencesChanged[] {
  const entries = Object.entries(command.changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) {
    throw new LedgerValidationError('notifications', `Send at least one of: ${NOTIFICATION_MAILS.join(', ')}`, LEDGER_ERROR_CODES.REQUIRED);
  }
  const changes: Partial<NotificationPreferences> = {};
  for (const [key, value] of entries) {
    if (!isMail(key))
      throw new LedgerValidationError(key, `${key} is not a notification: use ${NOTIFICATION_MAILS.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
    if (typeof value !== 'boolean') throw new LedgerValidationError(key, `${key} must be true or false`, LEDGER_ERROR_CODES.INVALID_VALUE);
    if (value !== current[key]) changes[key] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: NOTIFICATION_PREFERENCES_CHANGED, data: { userId: command.userId, changes, changedAt: command.now } }];
}
