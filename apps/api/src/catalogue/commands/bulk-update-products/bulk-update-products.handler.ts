import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideAdjustStock,
  decideUpdateProduct,
  Decimal,
  LEDGER_ERROR_CODES,
  LedgerValidationError,
  lineReason,
  parseDecimal,
  type RefusedImportRow,
} from '@ledgerline/ledger';
import { businessStream, findProducts, loadBusinessState, loadDocumentProducts } from '@ledgerline/projections';
import { businessToday } from '../../../common/calendar/business-today.js';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { assignReference } from '../../../transactions/references.js';
import { BulkUpdateProductsCommand, type BulkUpdated } from './bulk-update-products.command.js';

class NothingChanged extends Error {}

/** Refused rows as a 400 that changes nothing. */
export function bulkUpdateRefused(refused: readonly RefusedImportRow[]): AppError {
  const count = refused.length;
  return new AppError(
    400,
    'BULK_UPDATE_REFUSED',
    `Nothing was updated: ${count} ${count === 1 ? 'row is' : 'rows are'} wrong`,
    refused.flatMap((row) => row.reasons.map((reason) => ({ field: `line ${row.line}`, message: lineReason(row.line, reason) }))),
  );
}

/**
 * The bulk update (spec 001 §2): every row's new name and prices (a ProductUpdated) and its counted
 * quantity, recorded as a StockAdjusted transaction for the difference from the books (never an
 * overwrite of the history), all in one append under the stream lock: every row, or none when
 * one is wrong (400 listing them all).
 */
@CommandHandler(BulkUpdateProductsCommand)
export class BulkUpdateProductsHandler implements ICommandHandler<BulkUpdateProductsCommand, BulkUpdated> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: BulkUpdateProductsCommand): Promise<BulkUpdated> {
    const { businessId, rows, metadata } = command;
    const counts = { updated: 0, stockAdjusted: 0, changedRows: new Set<number>() };
    try {
      const outcome = await this.executor.execute({
        stream: businessStream(businessId),
        fingerprint: 'bulk-update',
        metadata: {
          businessId,
          userId: metadata.userId,
          correlationId: metadata.correlationId,
          ip: metadata.ip,
          commandId: randomUUID(),
          occurredAt: new Date().toISOString(),
        },
        async decide(db) {
          counts.updated = 0;
          counts.stockAdjusted = 0;
          counts.changedRows.clear();
          const ids = rows.map((row) => row.productId);
          const products = await findProducts(db, businessId, ids);
          const stock = await loadDocumentProducts(db, businessId, ids);
          const state = await loadBusinessState(db, businessId);
          const today = businessToday();
          const refused: RefusedImportRow[] = [];
          const events = [];
          for (const row of rows) {
            const product = products.get(row.productId);
            if (!product) {
              refused.push({ line: row.line, reasons: [`there is no product with _id ${row.productId}`] });
              continue;
            }
            const reasons: string[] = [];
            try {
              const changes = {
                ...(row.name !== undefined ? { name: row.name } : {}),
                ...(row.buyingPrice !== undefined ? { buyingPrice: row.buyingPrice } : {}),
                ...(row.sellingPrice !== undefined ? { sellingPrice: row.sellingPrice } : {}),
              };
              const edit = decideUpdateProduct(product, changes, state);
              if (edit.changed.length > 0) {
                events.push(edit.event);
                counts.updated++;
                counts.changedRows.add(row.line);
              }
            } catch (error) {
              if (!(error instanceof LedgerValidationError)) throw error;
              reasons.push(error.message);
            }
            if (row.quantity !== undefined) {
              try {
                if (product.kind !== 'product')
                  throw new LedgerValidationError('quantity', `${product.name} is a service: services carry no stock`, LEDGER_ERROR_CODES.INVALID_VALUE);
                const counted = parseDecimal(row.quantity, 'quantity', { scale: 4, maxIntegerDigits: 11, nonNegative: true });
                const held = new Decimal(stock.get(row.productId)?.quantity ?? 0);
                const difference = counted.minus(held);
                if (!difference.isZero()) {
                  // Stock added to none on hand is valued at the (new) buying price.
                  const unitCost = held.gt(0) ? undefined : (row.buyingPrice ?? product.buyingPrice);
                  const adjustment = {
                    transactionId: randomUUID(),
                    reference: await assignReference(db, businessId),
                    date: today,
                    product: row.productId,
                    quantity: difference.toString(),
                    ...(unitCost !== undefined && difference.gt(0) ? { unitCost } : {}),
                    reason: 'Bulk update',
                  };
                  events.push(...decideAdjustStock(adjustment, state, stock));
                  counts.stockAdjusted++;
                  counts.changedRows.add(row.line);
                }
              } catch (error) {
                if (!(error instanceof LedgerValidationError)) throw error;
                reasons.push(error.message);
              }
            }
            if (reasons.length > 0) refused.push({ line: row.line, reasons });
          }
          if (refused.length > 0) throw bulkUpdateRefused(refused.sort((a, b) => a.line - b.line));
          if (events.length === 0) throw new NothingChanged();
          return toNewEvents(events);
        },
      });
      return {
        updated: counts.updated,
        stockAdjusted: counts.stockAdjusted,
        unchanged: rows.length - counts.changedRows.size,
        position: outcome.position.toString(),
      };
    } catch (error) {
      if (error instanceof NothingChanged) return { updated: 0, stockAdjusted: 0, unchanged: rows.length, position: null };
      throw error;
    }
  }
}
