import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FREE_PLAN_ID, parsePlan } from '@ledgerline/ledger';
import { hashPassword } from '@ledgerline/platform';
import { CreateBusinessCommand } from '../../businesses/commands/create-business/create-business.command.js';
import { ConsistencyService } from '../../common/consistency/consistency.service.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { TOURS } from '../tours/tours.js';

export interface ProvisionOwnerInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  business: string;
  /** Plan id or key; a paid plan is granted as paid for a month (or a year) by the operator. Micro when absent. */
  plan?: string | number;
  period?: 'monthly' | 'yearly';
  /** 'chosen': the plan is the sign-up's choice, unpaid (the owner then pays or starts its trial); 'granted' (default): paid, by the provider. */
  planMode?: 'granted' | 'chosen';
  currency?: string;
  bankAccounts?: { bankName: string; accountName: string; accountNumber: string }[];
  /** The guided tours start stopped for owners made this way (the CLI, demos, tests); 'active' keeps them on. */
  tours?: 'active' | 'stopped';
}

export interface ProvisionedOwner {
  userId: string;
  businessId: string;
  position: string;
}

/** A verified owner with a business, in one go: the operator CLI (`owner:create`), demos and tests. */
@Injectable()
export class ProvisionOwnerService {
  constructor(
    private readonly users: UsersRepository,
    private readonly commands: CommandBus,
    private readonly consistency: ConsistencyService,
  ) {}

  async provision(input: ProvisionOwnerInput): Promise<ProvisionedOwner> {
    const planId = input.plan === undefined ? FREE_PLAN_ID : parsePlan(input.plan);
    const user = await this.users.create({
      email: input.email,
      firstName: input.firstName ?? input.email.split('@')[0],
      lastName: input.lastName ?? '',
      passwordHash: await hashPassword(input.password),
      emailVerified: true,
      toursStopped: input.tours === 'active' ? [] : TOURS,
    });
    const created = await this.commands.execute(
      new CreateBusinessCommand({
        name: input.business,
        currency: input.currency,
        bankAccounts: input.bankAccounts,
        owner: { userId: user.userId, email: user.email },
        grantedPlan:
          planId === FREE_PLAN_ID || input.planMode === 'chosen' ? undefined : { plan: planId, period: input.period ?? 'monthly', reference: 'operator-grant' },
        ...(input.planMode === 'chosen' && planId !== FREE_PLAN_ID ? { plan: planId, period: input.period ?? 'monthly' } : {}),
      }),
    );
    await this.users.setLastBusiness(user.userId, created.businessId);
    // With catch-up projections, sign-in must find the membership the business's events make.
    await this.consistency.waitFor(BigInt(created.position));
    return { userId: user.userId, businessId: created.businessId, position: created.position };
  }
}
