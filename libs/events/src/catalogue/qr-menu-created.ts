import { QR_MENU_CREATED, type QrMenuCreatedData } from '@ledgerline/ledger';
import { defineEvent } from '../event-definition.js';

export type { QrMenuCreatedData } from '@ledgerline/ledger';

/** v1 (current): a QR menu with its items and prices as published (libs/ledger catalogue/qr-menus.ts). */
export const qrMenuCreated = defineEvent<typeof QR_MENU_CREATED, QrMenuCreatedData>({ type: QR_MENU_CREATED, currentVersion: 1 });
