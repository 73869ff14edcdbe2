import { Query } from '@nestjs/cqrs';

export interface InviteCheck {
  email: string;
  businessName: string;
  /** `admin` or `member`. */
  role: string;
  roleName: string | null;
  /** Whether the e-mail has an account: join with its password, else with a name and a new password. */
  hasAccount: boolean;
}

/** `GET /accounts/team/invite?email&hash`: the join page asks whether its link works. */
export class ValidateInviteQuery extends Query<InviteCheck> {
  constructor(
    readonly email: unknown,
    readonly hash: unknown,
  ) {
    super();
  }
}
