import { holdsAnyOf, isOwnerOrAdmin, PERMISSION as P } from '@ledgerline/ledger';
import type { RequestActor } from '../../common/access/actor.js';
import { MAIN_LIST_TYPES } from './transaction-list-filter.js';

/**
 * Whether the actor may see a transaction of this list type. The route lets in any of the view
 * codes; one who holds only "sales" (2), "purchases" (3), "expenses" (4) or "other
 * transactions" (42) sees only those.
 */
export function canSeeType(actor: RequestActor, type: string): boolean {
  if (actor.role && isOwnerOrAdmin(actor.role)) return true;
  if (holdsAnyOf(actor.access, [P.VIEW_TRANSACTIONS, P.VIEW_ALL_TRANSACTIONS])) return true;
  if (type === 'sales') return holdsAnyOf(actor.access, [P.SALES]);
  if (type === 'purchases') return holdsAnyOf(actor.access, [P.PURCHASES]);
  if (type === 'expenses') return holdsAnyOf(actor.access, [P.EXPENSES]);
  return !(MAIN_LIST_TYPES as readonly string[]).includes(type) && holdsAnyOf(actor.access, [P.OTHER_TRANSACTIONS]);
}
