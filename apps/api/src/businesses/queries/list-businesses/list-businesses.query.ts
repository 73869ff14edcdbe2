import { Query } from '@nestjs/cqrs';
import type { Role } from '@ledgerline/ledger';

/** A business list item (spec 000 §3: _id, name, org, orgEmail) with the user's place in it. */
export interface BusinessListItem {
  _id: string;
  name: string;
  /** The business's identifier, as the switch call and team invites take it (the same as `_id`). */
  org: string;
  /** The business's own e-mail (organisation profile), null when not set. */
  orgEmail: string | null;
  /** The user's role there; null for a sub-business of theirs they are not a member of (only with `all`). */
  role: Role | null;
  isSubBusiness: boolean;
  parentBusinessId: string | null;
  /** The session's current business. */
  current: boolean;
}

/**
 * The user's businesses: those they are a member of. With `all`, also the sub-businesses of the
 * businesses they own that they are not a member of (added by an admin, who owns those): what an
 * owner can see exists under their plan, e.g. to invite people to. Switching needs membership.
 */
export class ListBusinessesQuery extends Query<BusinessListItem[]> {
  constructor(
    readonly userId: string,
    readonly currentBusinessId: string | null,
    readonly all: boolean,
  ) {
    super();
  }
}
