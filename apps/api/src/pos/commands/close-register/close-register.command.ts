import { Command } from '@nestjs/cqrs';
import type { CloseRegisterCommand as CloseRegisterDecision, RegisterPaymentSummary } from '@ledgerline/ledger';
import type { PosCommandBase } from '../../pos-command.js';

/** The count as the ledger reads it, and the register it closes (default the cashier's open one). */
export type CloseRegisterInput = Pick<CloseRegisterDecision, 'paymentSummary' | 'date'> & { registerId?: unknown };

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
    readonly count: CloseRegisterInput,
    readonly actor: PosCommandBase['actor'],
    readonly idempotency: PosCommandBase['idempotency'],
    readonly requestMetadata: PosCommandBase['requestMetadata'],
  ) {
    super();
  }
}
