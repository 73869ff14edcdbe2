import { Command } from '@nestjs/cqrs';
import type { RegisterPaymentSummary } from '@ledgerline/ledger';
import type { PosCommandBase } from '../../pos-command.js';
import type { CloseRegisterDto } from './close-register.dto.js';

export interface ClosedRegister {
  id: string;
  /** The closing entry (cash over and short), when the cash did not count exactly. */
  transactionId: string;
  reference: string;
  paymentSummary: RegisterPaymentSummary[];
  cashDifference: string;
  position: string;
}

export class CloseRegisterCommand extends Command<ClosedRegister> implements PosCommandBase {
  constructor(
    readonly businessId: string,
    readonly body: CloseRegisterDto,
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
