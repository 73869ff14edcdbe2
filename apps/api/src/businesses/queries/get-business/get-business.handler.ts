import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { getAccountSettings, getBusinessProfile } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetBusinessQuery, type BusinessView } from './get-business.query.js';

@QueryHandler(GetBusinessQuery)
export class GetBusinessHandler implements IQueryHandler<GetBusinessQuery, BusinessView> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetBusinessQuery): Promise<BusinessView> {
    const [profile, settings] = await Promise.all([
      getBusinessProfile(this.runtime.pool, query.businessId),
      getAccountSettings(this.runtime.pool, query.businessId),
    ]);
    if (!profile || !settings) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    return { _id: profile.businessId, name: profile.businessName, currency: settings.currency, ...profile };
  }
}
