import { Query } from '@nestjs/cqrs';
import type { Role } from '@ledgerline/ledger';

export interface MemberSearchView {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  /** First and last name joined; empty when the account has neither. */
  name: string;
  role: Role;
  /** Only in answers to the owner and admins. */
  email?: string;
}

/** `GET /accounts/members/search?q&limit`: the business's current members (owner included, invites not), by name. */
export class SearchMembersQuery extends Query<MemberSearchView[]> {
  constructor(
    readonly businessId: string,
    readonly q: string | undefined,
    readonly limit: number,
    /** Whether the caller may see (and search by) members' e-mail addresses. */
    readonly withEmails: boolean,
  ) {
    super();
  }
}
