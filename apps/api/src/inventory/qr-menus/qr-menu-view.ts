import type { QrMenuRow } from '@ledgerline/projections';
import { qrMenuUrl } from './qr-menu-print.js';

/** A menu as its owner sees it, with its public address and the QR code's. */
export function qrMenuView(menu: QrMenuRow, appUrl: string) {
  return {
    _id: menu.menuId,
    name: menu.name,
    description: menu.description,
    currency: menu.currency,
    items: menu.items.map((item) => ({ product: item.productId, name: item.name, type: item.kind === 'service' ? 'SERVICE' : 'PRODUCT', price: item.price })),
    url: qrMenuUrl(appUrl, menu.menuId),
    qrCode: `/api/v1/qr-menus/${menu.menuId}/qr.png`,
    createdAt: menu.createdAt,
  };
}

/** What the public page shows: the business's name and the menu, nothing of the business's books. */
export function publicQrMenuView(menu: QrMenuRow) {
  return {
    _id: menu.menuId,
    business: { name: menu.businessName },
    name: menu.name,
    description: menu.description,
    currency: menu.currency,
    items: menu.items.map((item) => ({ name: item.name, type: item.kind === 'service' ? 'SERVICE' : 'PRODUCT', price: item.price })),
  };
}
