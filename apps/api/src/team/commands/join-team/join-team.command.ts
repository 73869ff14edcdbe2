import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export interface JoinedTeam {
  userId: string;
  email: string;
  businessId: string;
  businessName: string;
  role: string;
  /** A new account was made for the e-mail. */
  accountCreated: boolean;
  position: string;
}

/** The invitee's password, and their names when the join makes their account. */
export interface JoinTeamInput {
  firstName?: string;
  lastName?: string;
  password: string;
}

export class JoinTeamCommand extends Command<JoinedTeam> {
  constructor(
    readonly email: unknown,
    readonly hash: unknown,
    readonly input: JoinTeamInput,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
