import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { inventoryPaths } from './paths.js';

// Each page asks for the codes its reads need on the server (route-table.ts), so a member without
// them gets the not-allowed page rather than a list that fails: 61 transfers; 56 or 57 reads purchase
// orders, 57 writes them; 70 or 71 reads QR menus, 71 creates one (spec 001 §6).
const orderReadCodes = [codes.purchaseOrders, codes.purchaseOrder];
const createQrMenu = 71;

/**
 * The inventory screens (spec 001 §2): transfers, purchase orders and QR menus, each page loaded when first visited.
 * Purchase orders are locked on the Micro plan as their menu items are (the server refuses them there):
 * the shell shows the 'Upgrade Plan' page rather than a list that cannot load.
 */
export const routes: RouteObject[] = [
  {
    path: inventoryPaths.transfers,
    handle: { title: 'Stock transfers', anyOf: [codes.transfers] },
    lazy: async () => ({ Component: (await import('./routes/stock-transfers.js')).StockTransfersPage }),
  },
  {
    path: inventoryPaths.createTransfer,
    handle: { title: 'Transfer stock', anyOf: [codes.transfers] },
    lazy: async () => ({ Component: (await import('./routes/create-transfer.js')).CreateTransferPage }),
  },
  {
    path: '/inventories/stock-transfers/:id/edit',
    handle: { title: 'Edit transfer', anyOf: [codes.transfers] },
    lazy: async () => ({ Component: (await import('./routes/create-transfer.js')).EditTransferPage }),
  },
  {
    path: '/inventories/stock-transfers/:id/view',
    handle: { title: 'Stock transfer', anyOf: [codes.transfers] },
    lazy: async () => ({ Component: (await import('./routes/transfer-view.js')).TransferViewPage }),
  },
  {
    path: inventoryPaths.orders,
    handle: { title: 'Purchase orders', anyOf: orderReadCodes, planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/purchase-orders.js')).PurchaseOrdersPage }),
  },
  {
    path: inventoryPaths.createOrder,
    handle: { title: 'New purchase order', anyOf: [codes.purchaseOrder], planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/create-order.js')).CreateOrderPage }),
  },
  {
    path: '/inventories/purchase-orders/:id/edit',
    handle: { title: 'Edit purchase order', anyOf: [codes.purchaseOrder], planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/create-order.js')).EditOrderPage }),
  },
  {
    path: '/inventories/purchase-orders/:id/view',
    handle: { title: 'Purchase order', anyOf: orderReadCodes, planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/order-view.js')).OrderViewPage }),
  },
  {
    path: inventoryPaths.menus,
    handle: { title: 'QR menus', anyOf: [codes.qrMenu, createQrMenu] },
    lazy: async () => ({ Component: (await import('./routes/qr-menus.js')).QrMenusPage }),
  },
  {
    path: inventoryPaths.createMenu,
    handle: { title: 'New QR menu', anyOf: [createQrMenu] },
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
