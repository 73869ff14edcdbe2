import { Query } from '@nestjs/cqrs';
import type { AccountSettingsView } from '@ledgerline/projections';

/** Every account setting with the defaults filled in (spec 002 §3). */
export class GetAccountSettingsQuery extends Query<AccountSettingsView> {
  constructor(readonly businessId: string) {
    super();
  }
}
