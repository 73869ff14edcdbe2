import type { ExistingBusiness } from '../business/business-state.js';
import type { AdjustmentsInput } from '../posting/document-totals.js';
import type { PaymentBlockInput } from '../posting/payment-block.js';

/** What a sale or purchase needs to know of one catalogue item: its kind and name, and its stock now. */
export interface DocumentProduct {
  kind: 'product' | 'service';
  name: string;
  /** Quantity in stock (decimal string; services "0"). */
  quantity: string;
  /** Inventory value (decimal string at the currency's scale). */
  value: string;
}

/**
 * The state a sale or purchase is decided against, loaded by the API inside the append (so a
 * stock check never races another sale): the business, the products the document names (ids it
 * does not know are absent), and which contacts exist.
 */
export interface DocumentContext {
  business: ExistingBusiness;
  products: ReadonlyMap<string, DocumentProduct>;
  contactExists(contactId: string): boolean;
}

/** A sale or purchase as the client sends it: unvalidated values, read by the decider. */
export interface TradeDocumentCommand extends AdjustmentsInput, PaymentBlockInput {
  transactionId: string;
  reference: string;
  /** YYYY-MM-DD */
  date: unknown;
  /** `[{ product, quantity, price }]` */
  items: unknown;
  description?: unknown;
  /** What the client's form showed, when sent: must equal what the ledger computes (a disagreement is refused, never recorded). */
  subtotal?: unknown;
  total?: unknown;
}
