import type { TradeDocumentCommand } from '@ledgerline/ledger';
import type { TradeDocumentDto } from '../trade-document.dto.js';

/** A sale or purchase as the ledger reads it, before the append gives it its id and reference. */
export type TradeDocumentInput = Omit<TradeDocumentCommand, 'transactionId' | 'reference'>;

/** The DTO as the ledger's command reads it (values unvalidated; the decider names bad fields). */
export function tradeDocumentInput(document: TradeDocumentDto): TradeDocumentInput {
  return {
    date: document.date,
    items: document.items,
    discount: document.discount,
    discountType: document.discountType,
    delivery: document.delivery,
    deliveryType: document.deliveryType,
    tax: document.tax,
    taxType: document.taxType,
    subtotal: document.subtotal,
    total: document.total,
    account: document.account,
    credit: document.credit,
    initialDeposit: document.initial_deposit,
    dueDate: document.due_date,
    entity: document.entity,
    description: document.description,
  };
}
