import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideParkSale, requireBusiness, type PosSaleParkedData } from '@ledgerline/ledger';
import { loadBusinessState, loadOpenRegisters, loadPosProducts } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { customerIdOf } from '../../pos-command.js';
import { appendPosCommand } from '../../pos-write.js';
import { ParkSaleCommand, type ParkedSale } from './park-sale.command.js';

@CommandHandler(ParkSaleCommand)
export class ParkSaleHandler implements ICommandHandler<ParkSaleCommand, ParkedSale> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ParkSaleCommand): Promise<ParkedSale> {
    const { businessId, actor, cart } = command;
    const outcome = await appendPosCommand(this.executor, command, { reference: false }, async (db, ids) => {
      const business = requireBusiness(await loadBusinessState(db, businessId));
      const productIds = Array.isArray(cart.items)
        ? cart.items.map((item: { id?: unknown } | null) => item?.id).filter((id): id is string => typeof id === 'string' && id !== '')
        : [];
      const products = await loadPosProducts(db, businessId, productIds);
      const register = (await loadOpenRegisters(db, businessId, actor.userId))[0];
      return decideParkSale(
        {
          parkedSaleId: ids.id,
          userId: actor.userId,
          registerId: register?.registerId,
          parkedAt: new Date().toISOString(),
          items: cart.items,
          customer: customerIdOf(cart.customer),
          discount: cart.discount,
          discountType: cart.discountType,
          tax: cart.tax,
          note: cart.note,
        },
        business.currency,
        new Map([...products].map(([id, product]) => [id, product.name])),
      );
    });
    const data = outcome.events[0].data as PosSaleParkedData;
    return { id: data.parkedSaleId, status: 'parked', position: outcome.position };
  }
}
