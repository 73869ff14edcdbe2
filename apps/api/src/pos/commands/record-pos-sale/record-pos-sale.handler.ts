import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  Decimal,
  decidePosSale,
  holdsAnyOf,
  isOwnerOrAdmin,
  PERMISSION,
  PERMISSION_DENIED_MESSAGE,
  POS_SALE_RECORDED,
  requireBusiness,
  type PosSaleRecordedData,
} from '@ledgerline/ledger';
import { contactNames, loadBusinessState, loadOpenRegisters, loadPosProducts, loadRegister } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendPosCommand } from '../../pos-write.js';
import { today } from '../../pos-command.js';
import { RecordPosSaleCommand, type RecordedPosSale } from './record-pos-sale.command.js';

const idsOf = (items: unknown): string[] =>
  Array.isArray(items)
    ? [
        ...new Set(
          items
            .map((item: { id?: unknown; product?: unknown } | null) => item?.id ?? item?.product)
            .filter((id): id is string => typeof id === 'string' && id !== ''),
        ),
      ]
    : [];

@CommandHandler(RecordPosSaleCommand)
export class RecordPosSaleHandler implements ICommandHandler<RecordPosSaleCommand, RecordedPosSale> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RecordPosSaleCommand): Promise<RecordedPosSale> {
    const { businessId, actor, sale } = command;
    const date = sale.date ?? today();
    const customer = sale.customer;
    const outcome = await appendPosCommand(
      this.executor,
      command,
      {
        effectiveDate: typeof date === 'string' ? date : undefined,
        reference: command.requestedReference,
      },
      // Register, stock and contacts are read inside the append, under the stream lock: two tills
      // selling the last unit never both pass, and no sale lands in a register being closed.
      async (db, ids) => {
        const business = requireBusiness(await loadBusinessState(db, businessId));
        const requested = typeof sale.registerId === 'string' && sale.registerId !== '' ? sale.registerId : undefined;
        const register = requested ? await loadRegister(db, businessId, requested) : (await loadOpenRegisters(db, businessId, actor.userId))[0];
        const products = await loadPosProducts(db, businessId, idsOf(sale.items));
        const names = await contactNames(db, businessId, typeof customer === 'string' && customer !== '' ? [customer] : []);
        const events = decidePosSale(
          {
            transactionId: ids.id,
            reference: ids.reference,
            userId: actor.userId,
            recordedAt: new Date().toISOString(),
            registerId: requested,
            date,
            items: sale.items,
            discount: sale.discount,
            discountType: sale.discountType,
            tax: sale.tax,
            account: sale.account,
            amountCollected: sale.amountCollected,
            customer,
            subtotal: sale.subtotal,
            amount: sale.amount,
            parkedSaleId: sale.parkedSaleId,
            description: sale.description,
          },
          { business, products, register, contactExists: (id) => names.has(id), contactName: (id) => names.get(id) },
        );
        // Leaving part on credit is a credit sale: code 28 besides the till's (owner and admin pass).
        requireCreditSales(actor, events[1].data);
        return events;
      },
    );
    const pos = outcome.events.find((event) => event.type === POS_SALE_RECORDED)!.data as PosSaleRecordedData;
    return {
      id: pos.transactionId,
      reference: pos.reference,
      position: outcome.position,
      registerId: pos.registerId,
      amount: pos.amount,
      amountCollected: pos.amountCollected,
      change: pos.change,
      amountRemaining: pos.amountRemaining,
    };
  }
}

function requireCreditSales(actor: RecordPosSaleCommand['actor'], pos: PosSaleRecordedData): void {
  if (new Decimal(pos.amountRemaining).isZero()) return;
  if (actor.role && (isOwnerOrAdmin(actor.role) || holdsAnyOf(actor.access, [PERMISSION.CREDIT_SALES]))) return;
  throw new AppError(403, 'PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);
}
