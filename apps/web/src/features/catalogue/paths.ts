import { paths } from '../../lib/paths.js';

/** The catalogue screens' paths (spec 001 §2). */
export const cataloguePaths = {
  hub: '/inventories',
  products: '/inventories/all',
  services: '/services/all',
  product: (id: string) => `/inventories/product/${encodeURIComponent(id)}`,
  service: (id: string) => `/services/service/${encodeURIComponent(id)}`,
  categories: '/inventories/categories',
  brands: '/inventories/brands',
  priceAdjustment: paths.priceAdjustment,
  stockTransfers: '/inventories/stock-transfers',
  purchaseOrders: '/inventories/purchase-orders',
  qrMenus: '/inventories/qr-menus',
};
