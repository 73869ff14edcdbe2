import {
  holdsAnyOf,
  isOwnerOrAdmin,
  PERMISSION as P,
  planAllows,
  planLockedMessage,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  type PermissionCode,
} from '@ledgerline/ledger';
import type { RequestActor } from '../../common/access/actor.js';
import { AppError } from '../../common/errors/app-error.js';

export const ARCHIVE_LIST_TYPES = ['products', 'services', 'contacts', 'transactions'] as const;
export type ArchiveListType = (typeof ARCHIVE_LIST_TYPES)[number];
export const ARCHIVABLE_TYPES = ['product', 'service', 'contact'] as const;
export type ArchivableType = (typeof ARCHIVABLE_TYPES)[number];

/** Reading each archive needs what its own list route needs (route table: /inventories/archived/all, /entities/archived/all, /transactions). */
const READ_CODES: Record<ArchiveListType, readonly PermissionCode[]> = {
  products: [P.DELETE_PRODUCT, P.VIEW_INVENTORY, P.PRODUCTS, P.SERVICES],
  services: [P.DELETE_PRODUCT, P.VIEW_INVENTORY, P.PRODUCTS, P.SERVICES],
  contacts: [P.DELETE_ENTITY, P.ENTITY, P.CUSTOMER_DETAILS],
  transactions: [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS],
};
/** Archiving needs what the archive routes need: GET /inventories/{id}/archive (40), GET /entities/{id}/archive (39). */
const ARCHIVE_CODES: Record<ArchivableType, readonly PermissionCode[]> = {
  product: [P.DELETE_PRODUCT],
  service: [P.DELETE_PRODUCT],
  contact: [P.DELETE_ENTITY],
};

/** Every code any archive reader accepts: the route table's rule for GET /archive (the handler narrows it by type). */
export const ANY_ARCHIVE_READ_CODE: readonly PermissionCode[] = [...new Set(Object.values(READ_CODES).flat())];
export const ANY_ARCHIVE_WRITE_CODE: readonly PermissionCode[] = [...new Set(Object.values(ARCHIVE_CODES).flat())];

function requireCodes(actor: RequestActor, codes: readonly PermissionCode[], catalogue: boolean): void {
  if (!actor.role || (!isOwnerOrAdmin(actor.role) && !holdsAnyOf(actor.access, codes))) {
    throw new AppError(403, 'PERMISSION_DENIED', 'You do not have permission to perform this action');
  }
  // Products and contacts are archived and read back under the catalogue's plan feature, as on their own routes.
  if (catalogue && (actor.planId === null || !planAllows(actor.planId, 'catalogueManagement'))) {
    throw new AppError(403, 'PLAN_FEATURE_UNAVAILABLE', actor.planId === null ? PLAN_FEATURE_UNAVAILABLE_MESSAGE : planLockedMessage(actor.planId));
  }
}

export const requireArchiveReader = (actor: RequestActor, type: ArchiveListType) => requireCodes(actor, READ_CODES[type], type !== 'transactions');
export const requireArchiver = (actor: RequestActor, type: ArchivableType) => requireCodes(actor, ARCHIVE_CODES[type], true);
