import { Command } from '@nestjs/cqrs';
import type { OpenRegisterCommand as OpenRegisterDecision } from '@ledgerline/ledger';
import type { PosCommandBase } from '../../pos-command.js';

/** The opening as the ledger reads it, before the handler gives it its id, cashier and time. */
export type OpenRegisterInput = Omit<OpenRegisterDecision, 'registerId' | 'userId' | 'openedAt'>;

export interface OpenedRegister {
  id: string;
  till: string;
  openingFloat: string;
  position: string;
}

export class OpenRegisterCommand extends Command<OpenedRegister> implements PosCommandBase {
  constructor(
    readonly businessId: string,
    readonly register: OpenRegisterInput,
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
