import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { recordStockTransfer, type RecordedStockTransfer } from '../../stock-transfers/record-stock-transfer.js';
import { contentsOf, ownedDestination, sourceTransfer } from '../../stock-transfers/transfer-parties.js';
import { DuplicateStockTransferCommand } from './duplicate-stock-transfer.command.js';

/** A new draft with another transfer's destination, products and note (any status may be copied). */
@CommandHandler(DuplicateStockTransferCommand)
export class DuplicateStockTransferHandler implements ICommandHandler<DuplicateStockTransferCommand, RecordedStockTransfer> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  async execute(command: DuplicateStockTransferCommand): Promise<RecordedStockTransfer> {
    const stored = await sourceTransfer(this.runtime.pool, command.businessId, command.transferId);
    const recorded = await recordStockTransfer(this.executor, {
      businessId: command.businessId,
      destination: await ownedDestination(this.runtime.pool, command.userId, stored.destinationBusinessId),
      contents: contentsOf(stored),
      action: 'draft',
      idempotency: command.idempotency,
      metadata: command.metadata,
    });
    return { id: recorded.transferId, reference: recorded.reference, status: 'draft', position: recorded.position.toString() };
  }
}
