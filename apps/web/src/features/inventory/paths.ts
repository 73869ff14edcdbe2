/** The inventory screens' paths (spec 001 §2). */
export const inventoryPaths = {
  hub: '/inventories',
  transfers: '/inventories/stock-transfers',
  createTransfer: '/inventories/stock-transfers/create',
  transfer: (id: string) => `/inventories/stock-transfers/${encodeURIComponent(id)}/view`,
  editTransfer: (id: string) => `/inventories/stock-transfers/${encodeURIComponent(id)}/edit`,
  orders: '/inventories/purchase-orders',
  createOrder: '/inventories/purchase-orders/create',
  order: (id: string) => `/inventories/purchase-orders/${encodeURIComponent(id)}/view`,
  editOrder: (id: string) => `/inventories/purchase-orders/${encodeURIComponent(id)}/edit`,
  menus: '/inventories/qr-menus',
  createMenu: '/inventories/create-qr-menu',
  publicMenu: (id: string) => `/qr-menus/${encodeURIComponent(id)}`,
};
