import { Command } from '@nestjs/cqrs';
import type { RequestActor } from '../../../common/access/actor.js';

export interface SwitchedBusiness {
  businessId: string;
}

/** Makes `businessId` the session's current business (and the user's next sign-in's). */
export class SwitchBusinessCommand extends Command<SwitchedBusiness> {
  constructor(
    readonly actor: Pick<RequestActor, 'userId' | 'sessionHash'>,
    readonly businessId: string,
  ) {
    super();
  }
}
