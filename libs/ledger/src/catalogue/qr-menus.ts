import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { formatAmount, parseAmount, type CurrencyCode } from '../money.js';
import { itemField } from '../posting/document-totals.js';
import { optionalText, requireText } from '../validation.js';

/**
 * QR menus (spec 001 §2, §7): a chosen set of the business's products and services with their
 * prices, published at a public page a customer opens from a printed QR code. The menu's id is
 * the public address: random (never a counter), so menus cannot be guessed from one another.
 */
export const QR_MENU_CREATED = 'QrMenuCreated';

export interface QrMenuItem {
  productId: string;
  name: string;
  kind: 'product' | 'service';
  /** The price the menu shows, at the currency's scale. */
  price: string;
}

export interface QrMenuCreatedData {
  menuId: string;
  name: string;
  description?: string;
  currency: CurrencyCode;
  items: QrMenuItem[];
}

export interface QrMenuCreated {
  type: typeof QR_MENU_CREATED;
  data: QrMenuCreatedData;
}

export interface CreateQrMenuCommand {
  menuId: string;
  name: unknown;
  description?: unknown;
  /** `[{ product, price? }]`: the product's selling price when no price is given. */
  items: unknown;
}

export function decideCreateQrMenu(
  command: CreateQrMenuCommand,
  currency: CurrencyCode,
  products: ReadonlyMap<string, { kind: 'product' | 'service'; name: string; sellingPrice: string }>,
): QrMenuCreated[] {
  const name = requireText(command.name, 'name', 100);
  if (!Array.isArray(command.items) || command.items.length === 0) {
    throw new LedgerValidationError('items', 'Choose at least one product or service for the menu', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (command.items.length > 300) throw new LedgerValidationError('items', 'A menu holds at most 300 items', LEDGER_ERROR_CODES.INVALID_VALUE);
  const seen = new Set<string>();
  const items = command.items.map((input: unknown, index): QrMenuItem => {
    const line = (input ?? {}) as Record<string, unknown>;
    const field = itemField(index, 'product');
    const productId = requireText(line.product, field, 100);
    const product = products.get(productId);
    if (!product)
      throw new LedgerValidationError(field, `${field} ${productId} is not one of the business's products or services`, LEDGER_ERROR_CODES.PRODUCT_NOT_FOUND);
    if (seen.has(productId)) throw new LedgerValidationError(field, `${product.name} is on the menu twice`, LEDGER_ERROR_CODES.INVALID_VALUE);
    seen.add(productId);
    const price =
      line.price === undefined || line.price === null || line.price === ''
        ? product.sellingPrice
        : formatAmount(parseAmount(line.price, currency, itemField(index, 'price'), { nonNegative: true }), currency);
    return { productId, name: product.name, kind: product.kind, price };
  });
  const description = optionalText(command.description, 'description', 500);
  return [
    {
      type: QR_MENU_CREATED,
      data: { menuId: requireText(command.menuId, 'menuId', 100), name, ...(description !== undefined ? { description } : {}), currency, items },
    },
  ];
}
