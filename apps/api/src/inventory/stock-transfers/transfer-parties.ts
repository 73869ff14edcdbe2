import type { CurrencyCode, Measurement, TransferableProduct, TransferDestination } from '@ledgerline/ledger';
import {
  findBusiness,
  findProducts,
  findStockTransfer,
  listUserBusinesses,
  productsByName,
  type Queryable,
  type StockTransferRow,
} from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';

/** A business the user owns, other than the one acting: where goods may go. 404 otherwise, as for anything not theirs. */
export async function ownedDestination(db: Queryable, userId: string, businessId: string): Promise<{ businessId: string; name: string }> {
  const owned = (await listUserBusinesses(db, userId)).find((business) => business.businessId === businessId && business.role === 'owner');
  if (!owned) {
    throw new AppError(404, 'BUSINESS_NOT_FOUND', 'Business not found', [{ field: 'destination', message: 'destination must be one of your businesses' }]);
  }
  return { businessId: owned.businessId, name: owned.name };
}

/** The source's products a transfer names, with their stock, as the decision reads them. */
export async function transferableProducts(
  db: Queryable,
  businessId: string,
  items: readonly { product?: unknown }[],
): Promise<Map<string, TransferableProduct>> {
  const ids = items.map((item) => item.product).filter((id): id is string => typeof id === 'string');
  const rows = await findProducts(db, businessId, ids);
  return new Map(
    [...rows].map(([id, row]) => [
      id,
      {
        kind: row.kind,
        name: row.name,
        sku: row.sku,
        measurement: row.measurement as Measurement,
        buyingPrice: row.buyingPrice,
        sellingPrice: row.sellingPrice,
        quantity: row.quantity,
        value: row.value,
      },
    ]),
  );
}

/** What the sending checks of the destination: its currency and its products by name. */
export async function transferDestination(db: Queryable, destinationBusinessId: string, names: readonly string[]): Promise<TransferDestination> {
  const business = await findBusiness(db, destinationBusinessId);
  if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'Business not found');
  return { currency: business.currency as CurrencyCode, productsByName: await productsByName(db, destinationBusinessId, names) };
}

/** What a transfer holds, as a command carries it (the API's body mapped to plain values). */
export interface StockTransferContents {
  destination: string;
  date: unknown;
  items: { product: string; quantity: unknown }[];
  note?: unknown;
}

/** A transfer of this business (the source), or 404: a destination cannot change what another business sent. */
export async function sourceTransfer(db: Queryable, businessId: string, transferId: string): Promise<StockTransferRow> {
  const row = await findStockTransfer(db, businessId, transferId);
  if (!row || row.sourceBusinessId !== businessId) throw new AppError(404, 'STOCK_TRANSFER_NOT_FOUND', 'Stock transfer not found');
  return row;
}

/** The contents a stored transfer holds, to send, duplicate or show again. */
export function contentsOf(row: StockTransferRow): StockTransferContents {
  return {
    destination: row.destinationBusinessId,
    date: row.date,
    items: row.items.map((item) => ({ product: item.productId, quantity: item.quantity })),
    ...(row.note !== null ? { note: row.note } : {}),
  };
}
