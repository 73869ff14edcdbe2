import type { RouteObject } from 'react-router-dom';
import { inventoryPaths } from './paths.js';

/**
 * The inventory screens (spec 001 §2): transfers, purchase orders and QR menus, each page loaded when first visited.
 * Purchase orders are locked on the Micro plan as their menu items are (the server refuses them there):
 * the shell shows the 'Upgrade Plan' page rather than a list that cannot load.
 */
export const routes: RouteObject[] = [
  {
    path: inventoryPaths.transfers,
    handle: { title: 'Stock transfers' },
    lazy: async () => ({ Component: (await import('./routes/stock-transfers.js')).StockTransfersPage }),
  },
  {
    path: inventoryPaths.createTransfer,
    handle: { title: 'Transfer stock' },
    lazy: async () => ({ Component: (await import('./routes/create-transfer.js')).CreateTransferPage }),
  },
  {
    path: '/inventories/stock-transfers/:id/edit',
    handle: { title: 'Edit transfer' },
    lazy: async () => ({ Component: (await import('./routes/create-transfer.js')).EditTransferPage }),
  },
  {
    path: '/inventories/stock-transfers/:id/view',
    handle: { title: 'Stock transfer' },
    lazy: async () => ({ Component: (await import('./routes/transfer-view.js')).TransferViewPage }),
  },
  {
    path: inventoryPaths.orders,
    handle: { title: 'Purchase orders', planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/purchase-orders.js')).PurchaseOrdersPage }),
  },
  {
    path: inventoryPaths.createOrder,
    handle: { title: 'New purchase order', planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/create-order.js')).CreateOrderPage }),
  },
  {
    path: '/inventories/purchase-orders/:id/edit',
    handle: { title: 'Edit purchase order', planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/create-order.js')).EditOrderPage }),
  },
  {
    path: '/inventories/purchase-orders/:id/view',
    handle: { title: 'Purchase order', planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/order-view.js')).OrderViewPage }),
  },
  { path: inventoryPaths.menus, handle: { title: 'QR menus' }, lazy: async () => ({ Component: (await import('./routes/qr-menus.js')).QrMenusPage }) },
  {
    path: inventoryPaths.createMenu,
    handle: { title: 'New QR menu' },
    lazy: async () => ({ Component: (await import('./routes/create-qr-menu.js')).CreateQrMenuPage }),
  },
];

/** The public QR menu page: no sign-in (spec 001 §2). */
export const publicRoutes: RouteObject[] = [
  {
    path: '/qr-menus/:id',
    handle: { title: 'Menu' },
    lazy: async () => ({ Component: (await import('./routes/public-qr-menu.js')).PublicQrMenuPage }),
  },
];
