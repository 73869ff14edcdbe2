import { Injectable } from '@nestjs/common';

/** Confirms one payment with the provider and records it once (the use case's own `confirm`). */
export type ConfirmCardPayment = (reference: string) => Promise<unknown>;

/**
 * Which use case a provider event belongs to, by the metadata our server gave the payment when it
 * began: the provider sends every event of the account to one webhook address. Each feature
 * registers its confirmation when its module starts; `purpose` absent is an invoice payment
 * (invoices began before purposes were written, and still write none).
 */
@Injectable()
export class CardPaymentConfirmers {
  private readonly byPurpose = new Map<string, ConfirmCardPayment>();

  register(purposes: readonly string[], confirm: ConfirmCardPayment): void {
    for (const purpose of purposes) this.byPurpose.set(purpose, confirm);
  }

  /** The confirmation for a payment's metadata; undefined for a payment none of ours began. */
  confirmerFor(metadata: Record<string, unknown> | undefined): ConfirmCardPayment | undefined {
    const purpose = typeof metadata?.purpose === 'string' ? metadata.purpose : INVOICE_PURPOSE;
    return this.byPurpose.get(purpose);
  }
}

/** What an invoice payment's metadata stands for (it carries no `purpose`). */
export const INVOICE_PURPOSE = 'invoice';
