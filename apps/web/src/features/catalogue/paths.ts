/** The catalogue screens' paths (spec 001 §2). */
export const cataloguePaths = {
  hub: '/inventories',
  products: '/inventories/all',
  services: '/services/all',
  product: (id: string) => `/inventories/product/${encodeURIComponent(id)}`,
  service: (id: string) => `/services/service/${encodeURIComponent(id)}`,
  categories: '/inventories/categories',
  brands: '/inventories/brands',
  /** PriceAdjustment (spec 001 §2; the spec gives no path). */
  priceAdjustment: '/inventories/price-adjustment',
  stockTransfers: '/inventories/stock-transfers',
  purchaseOrders: '/inventories/purchase-orders',
  qrMenus: '/inventories/qr-menus',
};
