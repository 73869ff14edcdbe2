import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { PaystackProvider, PaystackSimulator, type PaymentProvider, type Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../runtime.token.js';

/** The API path the provider posts every event of the account to (invoices and billing alike: see card-webhook.controller.ts). */
export const CARD_WEBHOOK_PATH = '/api/v1/invoice/paystack/webhook';

/**
 * The card-payment provider of this process: Paystack when PAYSTACK_SECRET_KEY is set, otherwise
 * the simulator on loopback (same HTTP, no card charged), whose webhooks come back to this API.
 * Shared by invoice payments and subscription billing (one provider account, one webhook).
 */
@Injectable()
export class CardPayments implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CardPayments.name);
  private current?: PaymentProvider;
  /** Set when no keys are configured. */
  simulator?: PaystackSimulator;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly http: HttpAdapterHost,
  ) {}

  async onModuleInit(): Promise<void> {
    const { paystackSecretKey, paystackBaseUrl } = this.runtime.config;
    if (paystackSecretKey) {
      this.current = new PaystackProvider('paystack', paystackBaseUrl, paystackSecretKey);
      return;
    }
    this.simulator = await new PaystackSimulator().start();
    this.simulator.webhookUrl = () => {
      const address = this.http.httpAdapter?.getHttpServer()?.address();
      return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}${CARD_WEBHOOK_PATH}` : undefined;
    };
    this.current = new PaystackProvider('simulator', this.simulator.baseUrl, this.simulator.secretKey);
    if (this.runtime.config.nodeEnv !== 'test')
      this.logger.log(`No PAYSTACK_SECRET_KEY: card payments go to the payment simulator at ${this.simulator.baseUrl}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.simulator?.stop();
  }

  get provider(): PaymentProvider {
    if (!this.current) throw new Error('Card payments are not started');
    return this.current;
  }
}
