import type { StockTransferRow } from '@ledgerline/projections';

/** A transfer as the API answers it (spec 001 §3 leaves the layout to us; `_id` as the spec's other records). */
export function stockTransferView(row: StockTransferRow, businessId: string) {
  return {
    _id: row.transferId,
    reference: row.reference,
    status: row.status,
    direction: row.sourceBusinessId === businessId ? ('out' as const) : ('in' as const),
    date: row.date,
    source: { _id: row.sourceBusinessId, name: row.sourceName },
    destination: { _id: row.destinationBusinessId, name: row.destinationName },
    destinationReference: row.destinationReference,
    items: row.items.map((item) => ({
      product: item.productId,
      name: item.name,
      sku: item.sku,
      measurement: item.measurement,
      quantity: item.quantity,
      value: item.value ?? null,
    })),
    amount: row.amount,
    note: row.note,
    createdAt: row.createdAt,
  };
}

export type StockTransferView = ReturnType<typeof stockTransferView>;
