import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { crashPoint } from '../../stock-transfers/crash-point.js';
import { recordStockTransfer, type RecordedStockTransfer } from '../../stock-transfers/record-stock-transfer.js';
import { StockTransferReceipts } from '../../stock-transfers/stock-transfer-receipts.js';
import { ownedDestination } from '../../stock-transfers/transfer-parties.js';
import { CreateStockTransferCommand } from './create-stock-transfer.command.js';

/** The source's side is appended; a sending then books the destination's side at once (and the sweeper retries it if this process dies first). */
@CommandHandler(CreateStockTransferCommand)
export class CreateStockTransferHandler implements ICommandHandler<CreateStockTransferCommand, RecordedStockTransfer> {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly receipts: StockTransferReceipts,
  ) {}

  async execute(command: CreateStockTransferCommand): Promise<RecordedStockTransfer> {
    const destination = await ownedDestination(this.runtime.pool, command.userId, command.contents.destination);
    const recorded = await recordStockTransfer(this.executor, {
      businessId: command.businessId,
      destination,
      contents: command.contents,
      action: command.send ? 'send' : 'draft',
      reference: command.reference,
      idempotency: command.idempotency,
      metadata: command.metadata,
    });
    if (!command.send) return { id: recorded.transferId, reference: recorded.reference, status: 'draft', position: recorded.position.toString() };
    crashPoint('stock-transfer-sent');
    const received = await this.receipts.receive(command.businessId, recorded.transferId);
    const position = received !== undefined && received > recorded.position ? received : recorded.position;
    return { id: recorded.transferId, reference: recorded.reference, status: 'received', position: position.toString() };
  }
}
