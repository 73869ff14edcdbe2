import { FREE_PLAN_ID, planById, planStatus, type TeamState } from '@ledgerline/ledger';
import { findBusiness, loadSubscriptionState, type Queryable } from '@ledgerline/projections';
import { AppError } from '../common/errors/app-error.js';

export const PLAN_USER_LIMIT = 'PLAN_USER_LIMIT';

export function planUserLimitMessage(users: number): string {
  return `Your plan includes ${users} ${users === 1 ? 'user' : 'users'}. Add users to your plan to invite more.`;
}

/**
 * Refuses one more invite when the team already fills the plan's users (spec 002 §9): members
 * and pending invites, the owner included, against the plan in force now with its extra users.
 * A sub-business counts against its parent's plan, with its own team.
 */
export async function assertSeatAvailable(db: Queryable, businessId: string, state: TeamState, now: string): Promise<void> {
  const business = await findBusiness(db, businessId);
  const subscription = await loadSubscriptionState(db, business?.parentBusinessId ?? businessId);
  const users = subscription.exists ? planStatus(subscription, now).users : planById(FREE_PLAN_ID).usersIncluded;
  const taken = Object.keys(state.members).length + Object.keys(state.invites).length;
  if (taken >= users) throw new AppError(403, PLAN_USER_LIMIT, planUserLimitMessage(users));
}
