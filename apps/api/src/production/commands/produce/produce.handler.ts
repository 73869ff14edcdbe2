import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideProduce, requireBusiness, type ProductionBatchProducedData } from '@ledgerline/ledger';
import { findProducts, loadBusinessState, loadRawMaterialStock, wipBalance } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../../transactions/money-write.js';
import { today } from '../../production-command.js';
import { idsOfLines } from '../../production-lines.js';
import { ProduceCommand, type ProducedBatch } from './produce.command.js';

@CommandHandler(ProduceCommand)
export class ProduceHandler implements ICommandHandler<ProduceCommand, ProducedBatch> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: ProduceCommand): Promise<ProducedBatch> {
    const { businessId, batch } = command;
    const date = batch.date ?? today();
    return recordDocument(
      this.executor,
      command,
      { date },
      // Raw materials, WIP and products are read inside the append, under the stream lock.
      async (db, ids) => {
        const products = await findProducts(db, businessId, idsOfLines(batch.outputs));
        return decideProduce(
          {
            transactionId: ids.transactionId,
            reference: ids.reference,
            date,
            inputs: batch.inputs,
            wip: batch.wip,
            additionalCosts: batch.additionalCosts,
            account: batch.account,
            outputs: batch.outputs,
            description: batch.description,
          },
          requireBusiness(await loadBusinessState(db, businessId)),
          await loadRawMaterialStock(db, businessId, idsOfLines(batch.inputs)),
          new Map([...products].map(([id, row]) => [id, { name: row.name, kind: row.kind, quantity: row.quantity, value: row.value }])),
          await wipBalance(db, businessId),
        );
      },
      (recorded, raw) => {
        const data = raw as ProductionBatchProducedData;
        return { ...recorded, total: data.total, outputs: data.outputs };
      },
    );
  }
}
