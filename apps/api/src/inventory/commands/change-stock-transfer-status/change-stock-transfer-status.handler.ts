import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideCancelStockTransfer } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { businessStream } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { RUNTIME } from '../../../runtime.token.js';
import { crashPoint } from '../../stock-transfers/crash-point.js';
import { recordStockTransfer, type RecordedStockTransfer } from '../../stock-transfers/record-stock-transfer.js';
import { StockTransferReceipts } from '../../stock-transfers/stock-transfer-receipts.js';
import { contentsOf, ownedDestination, sourceTransfer } from '../../stock-transfers/transfer-parties.js';
import { ChangeStockTransferStatusCommand } from './change-stock-transfer-status.command.js';

/** A draft sent (the goods move, both sides booked) or cancelled (nothing was posted, nothing to undo). */
@CommandHandler(ChangeStockTransferStatusCommand)
export class ChangeStockTransferStatusHandler implements ICommandHandler<ChangeStockTransferStatusCommand, RecordedStockTransfer> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly receipts: StockTransferReceipts,
  ) {}

  async execute(command: ChangeStockTransferStatusCommand): Promise<RecordedStockTransfer> {
    const { businessId, transferId } = command;
    const stored = await sourceTransfer(this.runtime.pool, businessId, transferId);
    if (command.status === 'cancelled') {
      const outcome = await this.executor.execute({
        stream: businessStream(businessId),
        idempotencyKey: command.idempotency.key,
        fingerprint: command.idempotency.fingerprint,
        metadata: {
          businessId,
          userId: command.metadata.userId,
          correlationId: command.metadata.correlationId,
          ip: command.metadata.ip,
          commandId: randomUUID(),
          occurredAt: new Date().toISOString(),
        },
        // The status is read again inside the append: a draft sent meanwhile is not cancelled.
        decide: async (db) => toNewEvents(decideCancelStockTransfer(transferId, await sourceTransfer(db, businessId, transferId), command.reason)),
      });
      return { id: transferId, reference: stored.reference, status: 'cancelled', position: outcome.position.toString() };
    }
    const destination = await ownedDestination(this.runtime.pool, command.userId, stored.destinationBusinessId);
    const recorded = await recordStockTransfer(this.executor, {
      businessId,
      destination,
      contents: contentsOf(stored),
      action: 'send',
      existing: { transferId, reference: stored.reference },
      idempotency: command.idempotency,
      metadata: command.metadata,
    });
    crashPoint('stock-transfer-sent');
    const received = await this.receipts.receive(businessId, transferId);
    const position = received !== undefined && received > recorded.position ? received : recorded.position;
    return { id: transferId, reference: stored.reference, status: 'received', position: position.toString() };
  }
}
