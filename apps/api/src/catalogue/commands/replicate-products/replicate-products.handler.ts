import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { decideCreateProduct, PRODUCT_CREATED, type ProductCreatedData } from '@ledgerline/ledger';
import {
  businessStream,
  findProduct,
  findProductBySku,
  listUserBusinesses,
  loadBusinessState,
  nextSequentialSku,
  type ProductRow,
} from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { assignReference } from '../../../transactions/references.js';
import { SKU_PREFIX } from '../../views/product-view.js';
import { looksNegative } from '../../products/product-family-input.js';
import { RUNTIME } from '../../../runtime.token.js';
import { ReplicateProductsCommand, type Replica, type ReplicaTarget } from './replicate-products.command.js';

/** A UUID-shaped id derived from what it is for, so a retry names the same product and transaction. */
function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The same product in each chosen business of the owner: one append per business (two businesses
 * are two streams), each keyed by the source product, so a retry after a failure part-way creates
 * nothing twice and finishes the rest.
 */
@CommandHandler(ReplicateProductsCommand)
export class ReplicateProductsHandler implements ICommandHandler<ReplicateProductsCommand, Replica[]> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: ReplicateProductsCommand): Promise<Replica[]> {
    const { businessId, productId } = command;
    const source = await findProduct(this.runtime.pool, businessId, productId);
    if (!source) throw new AppError(404, 'PRODUCT_NOT_FOUND', 'There is no such product');
    const owned = new Set((await listUserBusinesses(this.runtime.pool, command.userId)).filter((b) => b.role === 'owner').map((b) => b.businessId));
    command.targets.forEach((target, index) => {
      if (target.businessId === businessId || !owned.has(target.businessId)) {
        throw new AppError(404, 'BUSINESS_NOT_FOUND', 'Business not found', [
          { field: `businesses[${index}].business`, message: 'business must be another of your businesses' },
        ]);
      }
    });
    // Refused before any business is written to: a negative quantity is a purchase paid from an account of that business (spec 001 §5), which this form does not choose.
    command.targets.forEach((target, index) => {
      if (looksNegative(target.quantity)) {
        const message =
          'quantity cannot be negative in another business: a negative quantity is recorded as a purchase paid from an account there; create it with 0 and record the purchase in that business';
        throw AppError.validation([{ field: `businesses[${index}].quantity`, message }], message);
      }
    });
    const replicas: Replica[] = [];
    for (const target of command.targets) replicas.push(await this.replicate(command, source, target));
    return replicas;
  }

  private async replicate(command: ReplicateProductsCommand, source: ProductRow, target: ReplicaTarget): Promise<Replica> {
    const targetId = target.businessId;
    const productId = derivedId('replica', command.businessId, source.productId, targetId);
    const transactionId = derivedId('replica-stock', command.businessId, source.productId, targetId);
    const quantity = target.quantity === undefined || target.quantity === null ? '' : String(target.quantity);
    const outcome = await this.executor.execute({
      stream: businessStream(targetId),
      idempotencyKey: `replicate-product:${command.businessId}:${source.productId}`,
      fingerprint: createHash('sha256').update(quantity).digest('hex'),
      metadata: {
        businessId: targetId,
        userId: command.metadata.userId,
        correlationId: command.metadata.correlationId,
        ip: command.metadata.ip,
        commandId: productId,
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        const free = !(await findProductBySku(db, targetId, source.sku));
        const sku = free ? source.sku : await nextSequentialSku(db, targetId, SKU_PREFIX[source.kind]);
        const reference = source.kind === 'product' && quantity !== '' ? await assignReference(db, targetId) : '';
        const events = decideCreateProduct(
          {
            productId,
            kind: source.kind,
            name: source.name,
            sku,
            barcode: source.barcode,
            description: source.description,
            measurement: source.measurement,
            quantity,
            buyingPrice: source.buyingPrice,
            sellingPrice: source.sellingPrice,
            stockLevel: source.stockLevel,
            categoryName: source.categoryName,
            brandName: source.brandName,
            size: source.size,
            color: source.color,
            expiryDate: source.expiryDate,
            expiryReminderDays: source.expiryReminderDays,
            openingStock: { transactionId, reference, date: businessToday() },
          },
          await loadBusinessState(db, targetId),
        );
        return toNewEvents(events);
      },
    });
    const created = outcome.events.find((event) => event.type === PRODUCT_CREATED);
    return { business: targetId, productId: (created?.data as ProductCreatedData | undefined)?.productId ?? productId, position: outcome.position.toString() };
  }
}
