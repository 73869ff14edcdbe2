// The spec names some purchase-order and stock-transfer calls in two ways: its feature text (001 §7)
// without the /inventory prefix, its call list (calls.txt) with it. Both are served, by one controller.

export const PURCHASE_ORDER_PATHS = ['api/v1/purchase-orders', 'api/v1/inventory/purchase-orders'];
export const STOCK_TRANSFER_PATHS = ['api/v1/stock-transfers', 'api/v1/inventory/stock-transfers'];
export const TRANSFER_STOCK_PATHS = ['api/v1/transfer-stock', 'api/v1/inventory/transfer-stock'];
