import { Command } from '@nestjs/cqrs';
import type { NotificationPreferences } from '@ledgerline/ledger';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

/** What PATCH /accounts/settings/notifications answers: the member's preferences after the change. */
export interface NotificationPreferencesChangeResult {
  preferences: NotificationPreferences;
  changed: boolean;
  position: string;
}

/** The signed-in member's own e-mail notification preferences in the session's business: the mails given, nothing else. */
export class ChangeNotificationPreferencesCommand extends Command<NotificationPreferencesChangeResult> {
  constructor(
    readonly businessId: string,
    readonly userId: string,
    readonly changes: Record<string, unknown>,
    readonly idempotency: IdempotencyContext,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
