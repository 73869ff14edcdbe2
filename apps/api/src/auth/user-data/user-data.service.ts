import { Inject, Injectable } from '@nestjs/common';
import { planStatus, type PlanStatus, type Role } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness, listBankAccounts, loadSubscriptionState } from '@ledgerline/projections';
import type { RequestActor } from '../../common/access/actor.js';
import type { UserRecord } from '../../identity/users.repository.js';
import { RUNTIME } from '../../runtime.token.js';
import { tourStatus, type Tour, type TourStatus } from '../tours/tours.js';

/** The signed-in user's data (spec 000 §3), what `GET /api/v1/auth` and sign-in answer. */
export interface UserData {
  userId: string;
  firstName: string;
  lastName: string;
  user: string;
  email: string;
  emailVerifiedAt: string | null;
  org: string | null;
  orgId: string | null;
  companyImage: string | null;
  typeOfBusiness: string | null;
  address: string | null;
  phone: string | null;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankName: string | null;
  role: Role | null;
  rolePermissions: number[];
  isSubBusiness: boolean;
  businessPlan: string | null;
  isPlanExpired: boolean;
  firstTimeSubscription: boolean;
  isGracePeriod: boolean;
  gracePeriodDate: string | null;
  /** Each guided tour's status: it runs while active, and is stopped through POST /auth/tours/{tour}/stop. */
  tours: Record<Tour, TourStatus>;
}

@Injectable()
export class UserDataService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async build(user: UserRecord, actor: Pick<RequestActor, 'businessId' | 'role' | 'access'>): Promise<UserData> {
    const db = this.runtime.pool;
    const business = actor.businessId ? await findBusiness(db, actor.businessId) : undefined;
    const profile = business ? await this.profileOf(business.businessId) : undefined;
    const [bank] = business ? await listBankAccounts(db, business.businessId) : [];
    const plan = business ? await this.planOf(business.businessId, profile?.parentBusinessId ?? null) : undefined;
    return {
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      user: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
      org: business?.name ?? null,
      orgId: business?.businessId ?? null,
      companyImage: profile?.companyImage ?? null,
      typeOfBusiness: profile?.typeOfBusiness ?? null,
      address: profile?.address ?? null,
      phone: profile?.phone ?? null,
      bankAccountName: bank?.accountName ?? null,
      bankAccountNumber: bank?.accountNumber ?? null,
      bankName: bank?.bankName ?? null,
      role: business ? actor.role : null,
      rolePermissions: business ? [...actor.access] : [],
      isSubBusiness: Boolean(profile?.parentBusinessId),
      businessPlan: plan?.businessPlan ?? null,
      isPlanExpired: plan?.isPlanExpired ?? false,
      firstTimeSubscription: plan?.firstTimeSubscription ?? true,
      isGracePeriod: plan?.isGracePeriod ?? false,
      gracePeriodDate: plan?.gracePeriodDate ?? null,
      tours: tourStatus(user.toursStopped),
    };
  }

  /** The plan in force for a business: a sub-business's is its parent's. */
  async planOf(businessId: string, parentBusinessId: string | null): Promise<PlanStatus | undefined> {
    const subscription = await loadSubscriptionState(this.runtime.pool, parentBusinessId ?? businessId);
    return subscription.exists ? planStatus(subscription, new Date().toISOString()) : undefined;
  }

  private async profileOf(businessId: string) {
    const { rows } = await this.runtime.pool.query<{ parent_business_id: string | null; type_of_business: string | null; profile: Record<string, string> }>(
      'SELECT parent_business_id, type_of_business, profile FROM businesses WHERE business_id = $1',
      [businessId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      parentBusinessId: row.parent_business_id,
      typeOfBusiness: row.profile?.typeOfBusiness ?? row.type_of_business ?? null,
      companyImage: row.profile?.companyImage ?? null,
      address: row.profile?.address ?? null,
      phone: row.profile?.phone ?? null,
    };
  }
}
