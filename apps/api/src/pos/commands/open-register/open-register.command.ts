import { Command } from '@nestjs/cqrs';
import type { PosCommandBase } from '../../pos-command.js';
import type { OpenRegisterDto } from './open-register.dto.js';

export interface OpenedRegister {
  id: string;
  till: string;
  openingFloat: string;
  position: string;
}

export class OpenRegisterCommand extends Command<OpenedRegister> implements PosCommandBase {
  constructor(
    readonly businessId: string,
    readonly body: OpenRegisterDto,
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
