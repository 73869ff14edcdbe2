import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Decimal, decideRecordInvoicePayment, requireBusiness, type InvoicePaidData } from '@ledgerline/ledger';
import { PaymentProviderError, type Runtime } from '@ledgerline/platform';
import { invoiceCustomer, loadBusinessState, loadInvoice, loadInvoiceByPublicId, loadPaymentIntegration } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { CardPaymentConfirmers, INVOICE_PURPOSE } from '../../../payments/card-payment-confirmers.js';
import { CardPayments } from '../../../payments/card-payments.js';
import { providerFailure } from '../../../payments/provider-failure.js';
import { appendInvoiceEvents, derivedId } from '../../shared/invoice-write.js';

export interface CardPaymentOutcome {
  reference: string;
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  /** The payment recorded now; false when it already was (or there was nothing to record). */
  recorded: boolean;
  invoice?: { publicId: string; reference: string; status: string; balance: string };
}

/** The minor unit (kobo, cent) of the invoice's currency: amounts go to the provider ×100 (×1 for currencies without decimals). */
const minorFactor = (currency: string) => (['JPY', 'KRW', 'VND'].includes(currency) ? 1 : 100);

@Injectable()
export class PayInvoiceByCardHandler implements OnModuleInit {
  private readonly logger = new Logger(PayInvoiceByCardHandler.name);

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly executor: CommandExecutor,
    private readonly cards: CardPayments,
    private readonly confirmers: CardPaymentConfirmers,
  ) {}

  /** The provider's webhook (payments/card-webhook.controller.ts) hands invoice payments to `confirm`. */
  onModuleInit(): void {
    this.confirmers.register([INVOICE_PURPOSE], (reference) => this.confirm(reference));
  }

  /** Starts a card payment of what is owed, from the public page: the provider's checkout address. */
  async generateLink(publicId: string, email?: string): Promise<{ authorization_url: string; reference: string; amount: string; currency: string }> {
    const found = await loadInvoiceByPublicId(this.runtime.pool, publicId);
    if (!found) throw new AppError(404, 'INVOICE_NOT_FOUND', 'There is no such invoice');
    const { invoice, businessId } = found;
    if (invoice.status === 'paid') throw new AppError(409, 'INVOICE_ALREADY_PAID', `Invoice ${invoice.reference} is already paid`);
    if (invoice.status !== 'approved') throw new AppError(409, 'INVOICE_VOIDED', `Invoice ${invoice.reference} cannot be paid`);
    const payer = email ?? (await invoiceCustomer(this.runtime.pool, businessId, invoice.entityId))?.email ?? undefined;
    if (!payer) throw AppError.validation([{ field: 'email', message: 'email is required: the customer has no e-mail address' }]);
    const reference = `${invoice.reference}-${randomBytes(6).toString('hex')}`;
    // A business that connected its own subaccount is paid into its own bank account (spec 002 §2).
    const integration = await loadPaymentIntegration(this.runtime.pool, businessId);
    try {
      const started = await this.cards.provider.initialize({
        email: payer,
        amount: new Decimal(invoice.balance).times(minorFactor(invoice.currency)).toFixed(0),
        currency: invoice.currency,
        reference,
        callbackUrl: `${this.runtime.config.appUrl}/invoice/payment/callback`,
        metadata: { businessId, invoiceId: invoice.invoiceId, publicId },
        ...(integration ? { subaccount: integration.subaccountCode } : {}),
      });
      return { authorization_url: started.authorizationUrl, reference: started.reference, amount: invoice.balance, currency: invoice.currency };
    } catch (error) {
      throw providerFailure(error, this.logger);
    }
  }

  /**
   * Asks the provider how the payment ended and, when it succeeded, records it on the invoice
   * exactly once: the payment's id and event id come from the provider's reference, and the
   * decision (under the stream lock) records nothing for a reference already recorded. Callback,
   * confirmation page and any number of webhooks may all call this.
   */
  async confirm(reference: string): Promise<CardPaymentOutcome> {
    let verified;
    try {
      verified = await this.cards.provider.verify(reference);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 404) throw new AppError(404, 'PAYMENT_NOT_FOUND', 'There is no such payment');
      throw providerFailure(error, this.logger);
    }
    const { businessId, invoiceId } = verified.metadata;
    if (!businessId || !invoiceId) throw new AppError(404, 'PAYMENT_NOT_FOUND', 'That payment is not for an invoice');
    // A payment already given back (reversed) is not taken as paid.
    if (verified.status !== 'success' || verified.reversed) {
      return { reference, status: verified.status, recorded: false, invoice: await this.summary(businessId, invoiceId) };
    }
    const paymentId = derivedId(`card-payment:${reference}`);
    const { events } = await appendInvoiceEvents(this.executor, { businessId, eventIds: [paymentId] }, async (db) => {
      const invoice = await loadInvoice(db, businessId, invoiceId);
      if (!invoice || invoice.payments.some((payment) => payment.providerReference === reference)) return [];
      if (verified.currency && verified.currency !== invoice.currency) {
        this.logger.error(`Card payment ${reference} is in ${verified.currency}, invoice ${invoice.reference} in ${invoice.currency}: not recorded`);
        return [];
      }
      const paid = new Decimal(verified.amount).dividedBy(minorFactor(invoice.currency));
      // Paid more than is owed now (another payment came first): record what was owed; the rest is the provider's refund to make.
      const owed = new Decimal(invoice.balance);
      if (invoice.status !== 'approved' || owed.isZero()) {
        this.logger.warn(`Card payment ${reference} arrived for invoice ${invoice.reference} (${invoice.status}): nothing owed, not recorded`);
        return [];
      }
      if (paid.gt(owed)) this.logger.warn(`Card payment ${reference} of ${paid.toFixed()} is more than the ${owed.toFixed()} owed on ${invoice.reference}`);
      const business = requireBusiness(await loadBusinessState(db, businessId));
      return decideRecordInvoicePayment(
        {
          paymentId,
          date: (verified.paidAt ?? new Date().toISOString()).slice(0, 10),
          amount: Decimal.min(paid, owed).toFixed(),
          account: 'Cash',
          source: 'card',
          providerReference: reference,
        },
        invoice,
        business,
        invoiceId,
      );
    });
    const recorded = events.length > 0;
    if (recorded) this.logger.log(`Card payment ${reference} recorded: ${(events[0]!.data as InvoicePaidData).amount}`);
    return { reference, status: 'success', recorded, invoice: await this.summary(businessId, invoiceId) };
  }

  private async summary(businessId: string, invoiceId: string) {
    const invoice = await loadInvoice(this.runtime.pool, businessId, invoiceId);
    return invoice ? { publicId: invoice.publicId, reference: invoice.reference, status: invoice.status, balance: invoice.balance } : undefined;
  }
}
