import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { getAccountSettings, type AccountSettingsView } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetAccountSettingsQuery } from './get-account-settings.query.js';

@QueryHandler(GetAccountSettingsQuery)
export class GetAccountSettingsHandler implements IQueryHandler<GetAccountSettingsQuery, AccountSettingsView> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetAccountSettingsQuery): Promise<AccountSettingsView> {
    const settings = await getAccountSettings(this.runtime.pool, query.businessId);
    if (!settings) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    return settings;
  }
}
