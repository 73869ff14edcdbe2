import { decideAddBusiness, planStatus, type BusinessState } from '@ledgerline/ledger';
import { listSubBusinesses, loadBusinessState, loadSubscriptionState, type Queryable } from '@ledgerline/projections';

/**
 * Reads the parent of a business being added and refuses it on the parent's plan
 * (decideAddBusiness: Micro, or at the allowance). Counted per plan: the parent and its
 * sub-businesses, whoever owns them — counting what the *adding user* owns would let an admin
 * who owns nothing (count 0, always allowed) add businesses on a Micro plan.
 */
export async function loadParentWithinAllowance(db: Queryable, parentBusinessId: string, now: string): Promise<BusinessState> {
  // Two adds from one business at once must not both pass the count: the lock is held until the
  // append commits (the decision runs inside the append's transaction with inline projections).
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`add-business:${parentBusinessId}`]);
  const parent = await loadBusinessState(db, parentBusinessId);
  // A missing parent or a sub-business as parent: decideCreateBusiness refuses those.
  if (!parent.exists || parent.parentBusinessId !== undefined) return parent;
  const { planId } = planStatus(await loadSubscriptionState(db, parentBusinessId), now);
  const onThePlan = 1 + (await listSubBusinesses(db, parentBusinessId)).length;
  decideAddBusiness({ planId, businessesOwned: onThePlan });
  return parent;
}
