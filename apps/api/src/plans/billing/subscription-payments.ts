import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  BILLING_PURPOSES,
  Decimal,
  decideSubscriptionRefund,
  isBillingPurpose,
  LEDGER_ERROR_CODES,
  LedgerValidationError,
  planStatus,
  type BillingPurpose,
  type PlanCurrency,
  type PlanStatus,
} from '@ledgerline/ledger';
import {
  appendBillingEvents,
  MINOR_UNITS,
  PaymentProviderError,
  ReadModelsBehindError,
  recordSubscriptionPayment,
  type BillingAppendOptions,
  type CommandOutcome,
  type Runtime,
  type VerifiedPayment,
} from '@ledgerline/platform';
import { loadBusinessCard, loadSubscriptionPayment, loadSubscriptionState, type Queryable } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';
import { ConsistencyService } from '../../common/consistency/consistency.service.js';
import { CardPaymentConfirmers } from '../../payments/card-payment-confirmers.js';
import { CardPayments } from '../../payments/card-payments.js';
import { providerFailure } from '../../payments/provider-failure.js';
import { RUNTIME } from '../../runtime.token.js';
import { cardView, type CardView } from './card-view.js';

/** A card payment begun: where the owner pays, and for what. */
export interface StartedCardPayment {
  authorization_url: string;
  reference: string;
  /** Major units, a decimal string ("50000.00"). */
  amount: string;
  currency: PlanCurrency;
}

/** How a subscription payment stands with the provider, and what it changed here. */
export interface BillingPaymentOutcome {
  reference: string;
  status: VerifiedPayment['status'];
  /** Recorded by this call; false when it already was, or there was nothing to record. */
  recorded: boolean;
  purpose: BillingPurpose;
  /** The plan as it stands after the payment. */
  plan: PlanStatus;
  /** The business's card on file after the payment. */
  card: CardView | null;
}

/** The order our server writes into the payment's metadata when it begins: the provider gives it back verified. */
export interface BillingOrder {
  purpose: BillingPurpose;
  /** The plan holder (a sub-business's parent): the stream the payment is recorded on. */
  businessId: string;
  plan?: number;
  period?: string;
  currency: PlanCurrency;
  extraUsers?: number;
  users?: number;
}

/**
 * Subscription card payments, begun and confirmed (docs/billing.md). Nothing is recorded when a
 * payment begins; `confirm` asks the provider and records a successful payment exactly once: its
 * events' ids come from the provider's reference, and the decision, under the stream lock, records
 * nothing for a reference already recorded. The callback page, `POST /payment/verify` and any
 * number of webhooks may all confirm the same payment, at once.
 */
@Injectable()
export class SubscriptionPayments implements OnModuleInit {
  private readonly logger = new Logger(SubscriptionPayments.name);

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly consistency: ConsistencyService,
    private readonly cards: CardPayments,
    private readonly confirmers: CardPaymentConfirmers,
  ) {}

  /** The provider's webhook hands billing payments (by their metadata's purpose) to `confirm`. */
  onModuleInit(): void {
    this.confirmers.register(BILLING_PURPOSES, (reference) => this.confirm(reference));
  }

  /** A fresh payment reference: `LLP-` and 96 random bits in hex. */
  static newReference(): string {
    return `LLP-${randomBytes(12).toString('hex')}`;
  }

  /** Starts a card payment of `amount` (major units) for `order`; the owner is sent to the answer's address. */
  async begin(order: BillingOrder, amount: Decimal, payer: string, reference = SubscriptionPayments.newReference()): Promise<StartedCardPayment> {
    const metadata: Record<string, string> = { purpose: order.purpose, businessId: order.businessId, currency: order.currency };
    if (order.plan !== undefined) metadata.plan = String(order.plan);
    if (order.period !== undefined) metadata.period = order.period;
    if (order.extraUsers !== undefined) metadata.extraUsers = String(order.extraUsers);
    if (order.users !== undefined) metadata.users = String(order.users);
    try {
      const started = await this.cards.provider.initialize({
        email: payer,
        amount: amount.times(MINOR_UNITS).toFixed(0),
        currency: order.currency,
        reference,
        callbackUrl: `${this.runtime.config.appUrl}/payment/process`,
        metadata,
      });
      return { authorization_url: started.authorizationUrl, reference: started.reference, amount: amount.toFixed(2), currency: order.currency };
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 400 && /duplicate/i.test(error.message)) {
        throw new AppError(409, 'PAYMENT_REFERENCE_USED', 'That payment reference was used already: ask for a new one');
      }
      throw providerFailure(error, this.logger);
    }
  }

  /**
   * Asks the provider how the payment ended and records a successful one once. With `holder` (a
   * signed-in owner's call), a payment of another business is answered as unknown (404), as an
   * unknown reference is.
   */
  async confirm(reference: string, holder?: string): Promise<BillingPaymentOutcome> {
    let verified: VerifiedPayment;
    try {
      verified = await this.cards.provider.verify(reference);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 404) throw notFound();
      throw providerFailure(error, this.logger);
    }
    const order = verified.metadata;
    const purpose = order.purpose;
    const businessId = order.businessId;
    if (!isBillingPurpose(purpose) || !businessId || (holder !== undefined && businessId !== holder)) throw notFound();

    let recorded = false;
    if (verified.status === 'success') {
      const known = await loadSubscriptionPayment(this.runtime.pool, businessId, reference);
      // A payment given back before we recorded it (Paystack `reversed`) is not taken.
      if (!known && !verified.reversed) recorded = await this.record(businessId, purpose, verified);
      if (purpose === 'change-card') await this.refundCardCheck(businessId, reference);
    }
    const now = new Date().toISOString();
    const card = await loadBusinessCard(this.runtime.pool, businessId);
    return {
      reference,
      status: verified.status,
      recorded,
      purpose,
      plan: planStatus(await loadSubscriptionState(this.runtime.pool, businessId), now),
      card: card ? cardView(card) : null,
    };
  }

  /** SubscriptionPaymentReceived and the change it paid for, in one append (shared with the worker's renewals); nothing when the reference is recorded already. */
  private async record(businessId: string, purpose: BillingPurpose, verified: VerifiedPayment): Promise<boolean> {
    let outcome: CommandOutcome;
    try {
      outcome = await this.write(() => recordSubscriptionPayment(this.runtime, businessId, purpose, verified, this.appendOptions()));
    } catch (error) {
      if (error instanceof LedgerValidationError && error.code === LEDGER_ERROR_CODES.PAYMENT_AMOUNT_MISMATCH) {
        this.logger.error(`Subscription payment ${verified.reference} not recorded: ${error.message}`);
      }
      throw error;
    }
    if (outcome.events.length > 0) this.logger.log(`Subscription payment ${verified.reference} (${purpose}) recorded for ${businessId}`);
    return outcome.events.length > 0;
  }

  /**
   * The card check's charge goes back to the owner once the new card is recorded. Asked again on
   * every confirmation until the provider accepts it (the refund is recorded only then); the
   * provider refuses a second refund of one payment, so a race asks twice but refunds once.
   */
  private async refundCardCheck(businessId: string, reference: string): Promise<void> {
    const payment = await loadSubscriptionPayment(this.runtime.pool, businessId, reference);
    if (!payment || payment.refunded) return;
    try {
      await this.cards.provider.refund(reference);
    } catch (error) {
      this.logger.warn(`Refund of card check ${reference}: ${(error as Error).message}`);
      return;
    }
    await this.append(businessId, [`subscription-refund:${reference}`], async (db) => {
      const current = await loadSubscriptionPayment(db, businessId, reference);
      if (!current || current.refunded) return [];
      return decideSubscriptionRefund(
        { reference, amount: current.amount, currency: current.currency, now: new Date().toISOString() },
        await loadSubscriptionState(db, businessId),
      );
    });
  }

  private async append(businessId: string, idNames: string[], decide: (db: Queryable) => Promise<{ type: string; data: unknown }[]>) {
    return this.write(() => appendBillingEvents(this.runtime, businessId, idNames, decide, this.appendOptions()));
  }

  private appendOptions(): BillingAppendOptions {
    return { waitFor: (position) => this.consistency.waitFor(position) };
  }

  /** An append, then the read models awaited (read-your-writes); "the books are catching up" as a 503, as CommandExecutor answers. */
  private async write(append: () => Promise<CommandOutcome>): Promise<CommandOutcome> {
    try {
      const outcome = await append();
      if (outcome.events.length > 0) await this.consistency.waitFor(outcome.position);
      return outcome;
    } catch (error) {
      if (error instanceof ReadModelsBehindError) {
        throw new AppError(503, 'READ_MODEL_BEHIND', 'The books are still catching up with recent changes. Please try again in a moment.');
      }
      throw error;
    }
  }
}

function notFound(): AppError {
  return new AppError(404, 'PAYMENT_NOT_FOUND', 'There is no such payment');
}
