import type { StoredCard } from '@ledgerline/projections';

/** The card on file as the settings page shows it: never the provider's authorization code. */
export interface CardView {
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string | null;
  reusable: boolean;
  /** The plan renews itself with this card a day before it ends (PATCH /payment/auto-renew). */
  autoRenew: boolean;
}

export const cardView = (card: StoredCard): CardView => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  bank: card.bank,
  reusable: card.reusable,
  autoRenew: card.autoRenew,
});
