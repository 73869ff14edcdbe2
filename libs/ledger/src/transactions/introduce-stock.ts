import { requireBusiness, type BusinessState } from '../business/business-state.js';
import type { OpeningStockIntroduced } from '../catalogue/catalogue-events.js';
import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import { itemField, parseDocumentItems } from '../posting/document-totals.js';
import { postStockIntroduced } from '../posting/stock-introduced.js';
import { optionalText, parseIsoDate, requireText } from '../validation.js';
import type { DocumentProduct } from './document-context.js';
import { STOCK_INTRODUCED, type StockIntroducedData } from './document-events.js';

export interface IntroduceStockCommand {
  transactionId: string;
  reference: string;
  /** YYYY-MM-DD */
  date: unknown;
  /** `[{ product, quantity, price }]`: price is the cost of one unit. */
  items: unknown;
  description?: unknown;
}

/**
 * Stock the business already had, brought into the books (spec 001 §3, the generic transaction
 * `inflows` / `stock_introduced`): each product's inventory gains `round(quantity × price)`
 * against the owner's contribution. Products must exist (UNKNOWN_PRODUCT) and carry stock (a
 * service does not); a line worth nothing is refused, since it would post nothing.
 */
export function decideIntroduceStock(
  command: IntroduceStockCommand,
  state: BusinessState,
  products: ReadonlyMap<string, Pick<DocumentProduct, 'kind' | 'name'>>,
): OpeningStockIntroduced[] {
  const business = requireBusiness(state);
  const currency = business.currency;
  const transactionId = requireText(command.transactionId, 'transactionId', 100);
  const reference = requireText(command.reference, 'reference', 100);
  const date = parseIsoDate(command.date, 'date');
  const lines = parseDocumentItems(command.items, currency).map((item) => {
    const product = products.get(item.productId);
    const field = itemField(item.index, 'product');
    if (!product) {
      throw unknownReferenceError(field, `${field} ${item.productId} is not one of the business's products`, item.productId, {
        notFound: LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.UNKNOWN_PRODUCT,
      });
    }
    if (product.kind !== 'product') {
      throw new LedgerValidationError(field, `${product.name} is a service: services carry no stock`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    if (item.total.isZero()) {
      const priceField = itemField(item.index, 'price');
      throw new LedgerValidationError(priceField, `${priceField} must make the line worth more than zero`, LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE);
    }
    return { productId: item.productId, name: product.name, quantity: item.quantity, unitCost: item.price };
  });
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.productId)) {
      throw new LedgerValidationError(
        itemField(index, 'product'),
        `${line.name} is listed twice: put its whole quantity on one line`,
        LEDGER_ERROR_CODES.INVALID_VALUE,
      );
    }
    seen.add(line.productId);
  });
  const description = optionalText(command.description, 'description', 1000);
  const posted = postStockIntroduced(currency, lines);
  const data: StockIntroducedData = {
    transactionId,
    reference,
    date,
    currency,
    lines: posted.lines,
    stock: posted.stock,
    ...(description !== undefined ? { description } : {}),
    items: posted.items,
    amount: posted.amount,
  };
  return [{ type: STOCK_INTRODUCED, data }];
}
