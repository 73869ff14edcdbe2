import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { recordStockTransfer, type RecordedStockTransfer } from '../../stock-transfers/record-stock-transfer.js';
import { ownedDestination, sourceTransfer } from '../../stock-transfers/transfer-parties.js';
import { UpdateStockTransferCommand } from './update-stock-transfer.command.js';

/** A draft's contents replaced as a whole (PUT); a sent transfer is refused (409). */
@CommandHandler(UpdateStockTransferCommand)
export class UpdateStockTransferHandler implements ICommandHandler<UpdateStockTransferCommand, RecordedStockTransfer> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
  ) {}

  async execute(command: UpdateStockTransferCommand): Promise<RecordedStockTransfer> {
    const stored = await sourceTransfer(this.runtime.pool, command.businessId, command.transferId);
    const destination = await ownedDestination(this.runtime.pool, command.userId, command.contents.destination);
    const recorded = await recordStockTransfer(this.executor, {
      businessId: command.businessId,
      destination,
      contents: command.contents,
      action: 'update',
      existing: { transferId: command.transferId, reference: stored.reference },
      idempotency: command.idempotency,
      metadata: command.metadata,
    });
    return { id: command.transferId, reference: stored.reference, status: 'draft', position: recorded.position.toString() };
  }
}
