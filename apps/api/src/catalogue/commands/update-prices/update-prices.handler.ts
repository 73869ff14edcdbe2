import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateProduct, LEDGER_ERROR_CODES, LedgerValidationError } from '@ledgerline/ledger';
import { businessStream, findProducts, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { UpdatePricesCommand, type UpdatedPrices } from './update-prices.command.js';

/** Every product's new prices in one append (a ProductUpdated each): all are changed, or none when one is refused. */
@CommandHandler(UpdatePricesCommand)
export class UpdatePricesHandler implements ICommandHandler<UpdatePricesCommand, UpdatedPrices> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdatePricesCommand): Promise<UpdatedPrices> {
    const { businessId, changes, metadata } = command;
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: metadata.userId,
        correlationId: metadata.correlationId,
        ip: metadata.ip,
        commandId: randomUUID(),
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        const business = await loadBusinessState(db, businessId);
        const products = await findProducts(
          db,
          businessId,
          changes.map((change) => change.productId),
        );
        const events = changes.map((change, index) => {
          const product = products.get(change.productId);
          if (!product) throw new LedgerValidationError(`products[${index}]._id`, 'There is no such product', LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND);
          const prices = {
            ...(change.sellingPrice !== undefined ? { sellingPrice: change.sellingPrice } : {}),
            ...(change.buyingPrice !== undefined ? { buyingPrice: change.buyingPrice } : {}),
          };
          return decideUpdateProduct(product, prices, business).event;
        });
        return toNewEvents(events);
      },
    });
    return { updated: outcome.events.length, position: outcome.position.toString() };
  }
}
