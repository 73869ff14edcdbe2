import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export class RevokeInviteCommand extends Command<{ inviteId: string; position: string }> {
  constructor(
    readonly businessId: string,
    readonly inviteId: string,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
