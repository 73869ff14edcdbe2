import { Command } from '@nestjs/cqrs';

export interface CreateBusinessResult {
  businessId: string;
  bankAccountIds: string[];
  position: string;
}

export interface CreateBusinessInput {
  name: string;
  currency?: string;
  owner: { userId: string; email: string };
  /** Added from a parent business ("Add business"): it lives on the parent's plan. */
  parentBusinessId?: string;
  /** The plan chosen at sign-up (id or key) and its period; absent: Micro. Ignored for a sub-business. */
  plan?: string | number | null;
  period?: string | null;
  /** A paid plan given by the provider (operator CLI): recorded as paid, with `reference` as its payment reference. */
  grantedPlan?: { plan: string | number; period: string; reference: string };
  typeOfBusiness?: string;
  bankAccounts?: { bankName: string; accountName: string; accountNumber: string }[];
}

/** Opens a business: organisation setup, "Add business" and the operator CLI all come here. */
export class CreateBusinessCommand extends Command<CreateBusinessResult> {
  constructor(
    readonly input: CreateBusinessInput,
    readonly correlationId?: string,
  ) {
    super();
  }
}
