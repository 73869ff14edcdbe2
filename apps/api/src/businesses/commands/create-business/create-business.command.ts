import { Command } from '@nestjs/cqrs';
import type { IdempotencyContext } from '../../../common/http/idempotency.js';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';

export interface CreateBusinessResult {
  businessId: string;
  bankAccountIds: string[];
  position: string;
}

export interface CreateBusinessInput {
  name: string;
  currency?: string;
  owner: { userId: string; email: string };
  /**
   * Added from a parent business ("Add business"): it lives on the parent's plan, and the plan's
   * business allowance is checked in the same append (decideAddBusiness).
   */
  parentBusinessId?: string;
  /** The new business's id when the caller must know it in advance (an idempotent retry lands on the same stream); random otherwise. */
  businessId?: string;
  /** The plan chosen at sign-up (id or key) and its period; absent: Micro. Ignored for a sub-business. */
  plan?: string | number | null;
  period?: string | null;
  /** A paid plan given by the provider (operator CLI): recorded as paid, with `reference` as its payment reference. */
  grantedPlan?: { plan: string | number; period: string; reference: string };
  typeOfBusiness?: string;
  /** Profile fields given at set-up (address, phone, …): recorded as the first BusinessProfileUpdated. */
  profile?: Record<string, string>;
  bankAccounts?: { bankName: string; accountName: string; accountNumber: string }[];
}

/** Opens a business: organisation setup, "Add business" and the operator CLI all come here. */
export class CreateBusinessCommand extends Command<CreateBusinessResult> {
  constructor(
    readonly input: CreateBusinessInput,
    readonly correlationId?: string,
    /** An HTTP request's Idempotency-Key and metadata (Add business). */
    readonly request?: { idempotency?: IdempotencyContext; metadata?: RequestMetadata },
  ) {
    super();
  }
}
