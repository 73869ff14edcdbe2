import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { getBusinessProfile, listBankAccounts, type BusinessProfileView } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { UsersRepository } from '../../../identity/users.repository.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetOrganizationQuery, GetProfileQuery, type ProfileView } from './get-business-profile.query.js';

async function profileOrNotFound(runtime: Runtime, businessId: string): Promise<BusinessProfileView> {
  const profile = await getBusinessProfile(runtime.pool, businessId);
  if (!profile) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
  return profile;
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileView> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly users: UsersRepository,
  ) {}

  async execute(query: GetProfileQuery): Promise<ProfileView> {
    const [profile, bankAccounts, user] = await Promise.all([
      profileOrNotFound(this.runtime, query.businessId),
      listBankAccounts(this.runtime.pool, query.businessId),
      this.users.findById(query.userId),
    ]);
    const [first] = bankAccounts;
    return {
      ...profile,
      bankAccountName: first?.accountName ?? null,
      bankAccountNumber: first?.accountNumber ?? null,
      bankName: first?.bankName ?? null,
      user: user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
    };
  }
}

@QueryHandler(GetOrganizationQuery)
export class GetOrganizationHandler implements IQueryHandler<GetOrganizationQuery, BusinessProfileView> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  execute(query: GetOrganizationQuery): Promise<BusinessProfileView> {
    return profileOrNotFound(this.runtime, query.businessId);
  }
}
