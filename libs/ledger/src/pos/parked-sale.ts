import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount, type CurrencyCode } from '../money.js';
import { itemField, MAX_DOCUMENT_ITEMS, parseAdjustmentType, parseQuantity } from '../posting/document-totals.js';
import { parseDecimal } from '../money.js';
import { optionalText, requireText } from '../validation.js';
import { PARKED_SALE_DELETED, POS_SALE_PARKED, type ParkedCart, type PosParkedSaleDeletedData, type PosSaleParkedData } from './pos-events.js';

export interface ParkSaleCommand {
  parkedSaleId: string;
  userId: string;
  registerId?: string;
  parkedAt: string;
  items: unknown;
  customer?: unknown;
  discount?: unknown;
  discountType?: unknown;
  tax?: unknown;
  note?: unknown;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Parks a cart to finish later (spec 002 §4). It posts nothing and takes no stock: the sale is
 * decided, against the stock of that moment, when the cart is retrieved and paid. The cart is
 * checked for shape (ids, positive quantities, prices) so a retrieved one can be sold as it is.
 */
export function decideParkSale(
  command: ParkSaleCommand,
  currency: CurrencyCode,
  productNames: ReadonlyMap<string, string>,
): { type: typeof POS_SALE_PARKED; data: PosSaleParkedData }[] {
  if (!Array.isArray(command.items) || command.items.length === 0) {
    throw new LedgerValidationError('items', 'The cart is empty', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (command.items.length > MAX_DOCUMENT_ITEMS) {
    throw new LedgerValidationError('items', `items must have at most ${MAX_DOCUMENT_ITEMS} lines`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const items: ParkedCart['items'] = command.items.map((raw: unknown, index) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new LedgerValidationError(`items[${index}]`, `items[${index}] must be { id, quantity, price }`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const item = raw as { id?: unknown; quantity?: unknown; price?: unknown; oldPrice?: unknown; note?: unknown };
    const id = requireText(item.id, itemField(index, 'id'), 100);
    const name = productNames.get(id);
    if (name === undefined) {
      throw new LedgerValidationError(
        itemField(index, 'id'),
        `${itemField(index, 'id')} ${id} is not one of the business's products or services`,
        LEDGER_ERROR_CODES.UNKNOWN_PRODUCT,
      );
    }
    const note = optionalText(item.note, itemField(index, 'note'), 500);
    return {
      id,
      name,
      quantity: parseQuantity(item.quantity, itemField(index, 'quantity')).toString(),
      price: formatAmount(parseAmount(item.price, currency, itemField(index, 'price'), { nonNegative: true }), currency),
      ...(blank(item.oldPrice)
        ? {}
        : { oldPrice: formatAmount(parseAmount(item.oldPrice, currency, itemField(index, 'oldPrice'), { nonNegative: true }), currency) }),
      ...(note ? { note } : {}),
    };
  });
  const discountType = parseAdjustmentType(command.discountType, 'discountType', 'percent');
  const discount = blank(command.discount)
    ? undefined
    : discountType === 'percent'
      ? parseDecimal(command.discount, 'discount', { scale: 4, nonNegative: true, maxIntegerDigits: 3 })
      : parseAmount(command.discount, currency, 'discount', { nonNegative: true });
  if (discount && discountType === 'percent' && discount.gt(100)) {
    throw new LedgerValidationError('discount', 'discount is a percent and must be at most 100', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const tax = blank(command.tax) ? undefined : parseDecimal(command.tax, 'tax', { scale: 4, nonNegative: true, maxIntegerDigits: 3 });
  const customer = optionalText(command.customer, 'customer', 100);
  const note = optionalText(command.note, 'note', 500);
  return [
    {
      type: POS_SALE_PARKED,
      data: {
        parkedSaleId: requireText(command.parkedSaleId, 'parkedSaleId', 100),
        userId: command.userId,
        ...(command.registerId ? { registerId: command.registerId } : {}),
        currency,
        cart: {
          items,
          ...(customer ? { customer } : {}),
          ...(discount ? { discount: discount.toString() } : {}),
          discountType,
          ...(tax ? { tax: tax.toString() } : {}),
          ...(note ? { note } : {}),
        },
        parkedAt: command.parkedAt,
      },
    },
  ];
}

/** Deletes a parked cart still waiting (PARKED_SALE_NOT_FOUND when it is unknown, sold or deleted). */
export function decideDeleteParkedSale(
  command: { parkedSaleId: string; userId: string; deletedAt: string },
  parked: { status: 'parked' | 'completed' | 'deleted' } | undefined,
): { type: typeof PARKED_SALE_DELETED; data: PosParkedSaleDeletedData }[] {
  if (!parked || parked.status !== 'parked') {
    throw new LedgerValidationError('id', `Parked sale ${command.parkedSaleId} not found`, LEDGER_ERROR_CODES.PARKED_SALE_NOT_FOUND);
  }
  return [{ type: PARKED_SALE_DELETED, data: { parkedSaleId: command.parkedSaleId, userId: command.userId, deletedAt: command.deletedAt } }];
}
