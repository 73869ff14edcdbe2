import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { assertBalanced, reverseLines } from '../journal.js';
import { TRANSACTION_AMENDED, type PostedEntry, type TransactionAmendedData } from './document-events.js';
import { assertCorrectable, assertStockSuffices, netStock, reverseStock, type StockOnHand, type VoidableTransaction } from './void-transaction.js';

export interface TransactionAmended {
  type: typeof TRANSACTION_AMENDED;
  data: TransactionAmendedData;
}

export interface AmendOptions {
  /** The products' stock now: the amendment's net movement may not take any below zero unless `allowNegativeStock`. */
  stockOnHand?: StockOnHand;
  allowNegativeStock?: boolean;
}

/**
 * Amends a posted document: one event holding the original's lines reversed followed by the
 * corrected document's lines, and the net stock movement of both, so no reader ever sees the
 * document half changed. `corrected` is what the original type's own decider made of the merged
 * document (same transaction id and reference), deciding stock as if the original were
 * reversed. The event is dated as the original (its reversal); the corrected lines carry the
 * corrected document's date (`document.date`).
 */
export function decideAmendTransaction(
  original: VoidableTransaction,
  corrected: { type: string; data: PostedEntry },
  options: AmendOptions = {},
): TransactionAmended {
  assertCorrectable(original, 'amend');
  const document = corrected.data;
  if (corrected.type !== original.eventType) {
    throw new LedgerValidationError('type', `A ${original.eventType} can only be amended into another ${original.eventType}`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (document.transactionId !== original.transactionId || document.reference !== original.reference) {
    throw new LedgerValidationError('reference', 'An amendment keeps the transaction’s id and reference', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (document.currency !== original.currency) {
    throw new LedgerValidationError('currency', 'An amendment keeps the transaction’s currency', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const reversal = reverseLines(original.lines);
  assertBalanced(reversal, original.currency);
  assertBalanced(document.lines, document.currency);
  const lines = [...reversal, ...document.lines];
  const stock = netStock([...reverseStock(original.stock, original.currency), ...(document.stock ?? [])], original.currency);
  assertStockSuffices(stock, options.stockOnHand, options.allowNegativeStock);
  const data: TransactionAmendedData = {
    transactionId: original.transactionId,
    reference: original.reference,
    date: original.date,
    currency: original.currency,
    lines,
    ...(stock.length > 0 ? { stock } : {}),
    ...(document.description !== undefined ? { description: document.description } : {}),
    ...(document.entityId !== undefined ? { entityId: document.entityId } : {}),
    amendedType: original.eventType,
    document: document as TransactionAmendedData['document'],
  };
  return { type: TRANSACTION_AMENDED, data };
}
