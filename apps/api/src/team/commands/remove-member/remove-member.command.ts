import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export class RemoveMemberCommand extends Command<{ userId: string; position: string }> {
  constructor(
    readonly businessId: string,
    readonly userId: string,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
