import { Query } from '@nestjs/cqrs';
import type { BusinessProfileView } from '@ledgerline/projections';

/**
 * GET /accounts/profile: the business profile, the first bank account's details (what the
 * shell's warning banner checks, spec 000 §2.1: the same account GET /api/v1/auth reports) and
 * the signed-in user's own names and e-mail (shown, not edited, on the profile screen).
 */
export type ProfileView = BusinessProfileView & {
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankName: string | null;
  user: { firstName: string; lastName: string; email: string } | null;
};

export class GetProfileQuery extends Query<ProfileView> {
  constructor(
    readonly businessId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** GET /accounts/organization: the business profile (with its e-mail, orgEmail in business lists). */
export class GetOrganizationQuery extends Query<BusinessProfileView> {
  constructor(readonly businessId: string) {
    super();
  }
}
