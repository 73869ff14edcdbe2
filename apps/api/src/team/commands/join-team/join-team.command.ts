import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { JoinTeamDto } from './join-team.dto.js';

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

export class JoinTeamCommand extends Command<JoinedTeam> {
  constructor(
    readonly email: unknown,
    readonly hash: unknown,
    readonly input: JoinTeamDto,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
