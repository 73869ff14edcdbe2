import type { StockOnHand } from '@ledgerline/ledger';
import { loadDocumentForVoid, stockOnHandOf, type LoadedDocument, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/** The document a void or an amendment corrects, read under the stream lock; 404 when the business has none such. */
export async function loadOriginal(db: Queryable, businessId: string, idOrReference: string): Promise<LoadedDocument> {
  const original = await loadDocumentForVoid(db, businessId, idOrReference);
  if (!original) throw new AppError(404, 'TRANSACTION_NOT_FOUND', 'There is no transaction with this id or reference');
  return original;
}

/** What is in stock now of the products `movements` touch, named as the document names them. */
export async function stockOnHandFor(
  db: Queryable,
  businessId: string,
  productIds: readonly string[],
  names: ReadonlyMap<string, string>,
): Promise<StockOnHand & Map<string, { quantity: string; value: string; name?: string }>> {
  const stock = await stockOnHandOf(db, businessId, productIds);
  const result = new Map<string, { quantity: string; value: string; name?: string }>();
  for (const productId of productIds) {
    const level = stock.get(productId) ?? { quantity: '0', value: '0' };
    const name = names.get(productId);
    result.set(productId, { ...level, ...(name !== undefined ? { name } : {}) });
  }
  return result;
}
