import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { getBusinessProfile } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetStartedQuery, type GetStartedView } from './get-started.query.js';

/** Spec 000 §9: five steps of 20 percent. */
const STEP_PERCENT = 20;

@QueryHandler(GetStartedQuery)
export class GetStartedHandler implements IQueryHandler<GetStartedQuery, GetStartedView> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetStartedQuery): Promise<GetStartedView> {
    const { businessId } = query;
    const profile = await getBusinessProfile(this.runtime.pool, businessId);
    if (!profile) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    // The transactions read model stores list types ('inflows' for money in), so sales will be
    // 'sales'; 'sale' (the document's type, spec 002 §3) is counted too until the sales slice lands.
    // Products and services alike ('Add your products or services'); archived ones no longer count.
    const { rows } = await this.runtime.pool.query<{ products: number; members: number; bank_accounts: number; sales: number }>(
      `SELECT (SELECT count(*)::int FROM products WHERE business_id = $1 AND archived_at IS NULL) AS products,
              (SELECT count(*)::int FROM team_members WHERE business_id = $1 AND role <> 'owner') AS members,
              (SELECT count(*)::int FROM bank_accounts WHERE business_id = $1 AND account_number <> '' AND NOT removed) AS bank_accounts,
              (SELECT count(*)::int FROM transactions WHERE business_id = $1 AND type IN ('sale', 'sales')) AS sales`,
      [businessId],
    );
    const counts = rows[0];
    const productsCount = counts.products;
    // Nothing records that a user read the guide (the panel's "Dont show this again" is the client's).
    const readUserGuideCount = 0;
    const profileCount = profile.typeOfBusiness !== null && profile.address !== null && profile.phone !== null ? 1 : 0;
    const steps = {
      products: productsCount > 0,
      teamMembers: counts.members > 0,
      profile: profileCount > 0,
      sales: counts.sales > 0,
      bankAccount: counts.bank_accounts > 0,
    };
    return {
      productsCount,
      membersCount: counts.members,
      bankAccounts: counts.bank_accounts,
      profileCount,
      readUserGuideCount,
      salesCount: counts.sales,
      steps,
      progress: Object.values(steps).filter(Boolean).length * STEP_PERCENT,
    };
  }
}
