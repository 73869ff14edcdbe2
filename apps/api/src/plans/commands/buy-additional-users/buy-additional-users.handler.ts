import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_EXTRA_USERS,
  LEDGER_ERROR_CODES,
  LedgerValidationError,
  additionalUsersPrice,
  monthsLeftInPeriod,
  parsePlanCurrency,
  parseUsersToAdd,
  requireRunningPaidPlan,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { loadSubscriptionState } from '@ledgerline/projections';
import type { RequestActor } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { SubscriptionPayments, type StartedCardPayment } from '../../billing/subscription-payments.js';
import { planHolderOf } from '../../plan-holder.js';

/**
 * Extra users on the running paid plan, paid by card: users × the extra-user monthly price × the
 * whole months left in the paid period (a part month counts whole, at least 1). On verification
 * the plan's extra users grow by `users`; the period and expiry stay.
 */
@Injectable()
export class BuyAdditionalUsersHandler {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly payments: SubscriptionPayments,
  ) {}

  async execute(businessId: string, actor: RequestActor, input: { users: unknown; currency?: unknown; reference?: string }): Promise<StartedCardPayment> {
    const holder = await planHolderOf(this.runtime.pool, businessId);
    const now = new Date().toISOString();
    const users = parseUsersToAdd(input.users);
    const currency = parsePlanCurrency(input.currency);
    const running = requireRunningPaidPlan(await loadSubscriptionState(this.runtime.pool, holder), now);
    if (running.extraUsers + users > MAX_EXTRA_USERS) {
      throw new LedgerValidationError('users', `A subscription holds at most ${MAX_EXTRA_USERS} extra users`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    return this.payments.begin(
      { purpose: 'additional-users', businessId: holder, plan: running.planId, currency, users },
      additionalUsersPrice(running.planId, currency, users, monthsLeftInPeriod(now, running.expiresAt)),
      actor.email,
      input.reference,
    );
  }
}
