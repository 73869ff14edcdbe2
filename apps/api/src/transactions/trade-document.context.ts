import {
  holdsAnyOf,
  isOwnerOrAdmin,
  parseCreditFlag,
  PERMISSION_DENIED_MESSAGE,
  productIdsOf,
  requireBusiness,
  type DocumentContext,
  type PermissionCode,
  type TradeDocumentCommand,
} from '@ledgerline/ledger';
import { existingContacts, loadBusinessState, loadDocumentProducts, type Queryable } from '@ledgerline/projections';
import type { RequestActor } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { tradeDocumentInput } from './documents/trade-document-input.js';
import type { TradeDocumentDto } from './trade-document.dto.js';

/**
 * A credit sale or purchase needs a code beyond the route's own (credit sales 28, credit
 * purchase 29; owner and admin pass): the route table cannot see the body, so the handler asks.
 */
export function requireCreditPermission(document: { credit?: unknown }, actor: Pick<RequestActor, 'role' | 'access'>, code: PermissionCode): void {
  if (!parseCreditFlag(document.credit)) return;
  if (actor.role && (isOwnerOrAdmin(actor.role) || holdsAnyOf(actor.access, [code]))) return;
  throw new AppError(403, 'PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);
}

/** Loads what the decider needs, inside the append (after the stream lock): business, named products with their stock, contacts. */
export async function loadDocumentContext(db: Queryable, businessId: string, document: { items: unknown; entity?: unknown }): Promise<DocumentContext> {
  const business = requireBusiness(await loadBusinessState(db, businessId));
  const products = await loadDocumentProducts(db, businessId, productIdsOf(document.items));
  const entity = typeof document.entity === 'string' ? document.entity.trim() : '';
  const contacts = await existingContacts(db, businessId, entity ? [entity] : []);
  return { business, products, contactExists: (id) => contacts.has(id) };
}

/** The DTO as the ledger's command reads it, with the id and reference the append gave it. */
export function tradeDocumentCommand(transactionId: string, reference: string, document: TradeDocumentDto): TradeDocumentCommand {
  return { transactionId, reference, ...tradeDocumentInput(document) };
}
