import { isPlanId, planById } from '@ledgerline/ledger';

/**
 * "Top events" (spec 000 §2.2, §7 name the call but not what an event is). Ours: the business's
 * latest notable events from its event stream, that is everything that happened to the business
 * except the routine documents the transaction history already lists: voids and amendments, stock
 * adjustments, products and contacts added, team, roles, plan, bank accounts and settings.
 */
export const ROUTINE_DOCUMENT_EVENTS: ReadonlySet<string> = new Set([
  'SaleRecorded',
  'PurchaseRecorded',
  'ExpenseRecorded',
  'PrepaymentApplied',
  'MoneyInRecorded',
  'MoneyOutRecorded',
  'PaymentRecorded',
  'FundsTransferred',
  'StockIntroduced',
  // A counter sale's till record and parked carts accompany or precede a sale already listed.
  'PosSaleRecorded',
  'PosSaleParked',
  'PosParkedSaleDeleted',
]);

/** Events that only accompany another one (the owner set with the business itself). */
const COMPANION_EVENTS: ReadonlySet<string> = new Set(['TeamOwnerAssigned']);

export const isNotableEvent = (type: string): boolean => !ROUTINE_DOCUMENT_EVENTS.has(type) && !COMPANION_EVENTS.has(type);

const DOCUMENT_NAMES: Readonly<Record<string, string>> = {
  SaleRecorded: 'Sale',
  PurchaseRecorded: 'Purchase',
  ExpenseRecorded: 'Expense',
  PrepaymentApplied: 'Prepayment use',
  MoneyInRecorded: 'Money in',
  MoneyOutRecorded: 'Money out',
  PaymentRecorded: 'Payment',
  FundsTransferred: 'Transfer',
  StockIntroduced: 'Opening stock',
  StockAdjusted: 'Stock adjustment',
};

export interface EventSummary {
  title: string;
  description: string | null;
  /** The document's reference, for voids and amendments. */
  reference: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const planName = (id: unknown): string => (isPlanId(id) ? planById(id).name : 'a plan');
/** "StockAdjusted" → "Stock adjusted". */
const words = (type: string): string => {
  const spaced = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** A one-line account of an event for the dashboard; `productName` resolves the product of a stock adjustment. */
export function summariseBusinessEvent(
  type: string,
  data: Record<string, unknown>,
  productName: (id: string) => string | undefined = () => undefined,
): EventSummary {
  const reference = text(data.reference);
  const reason = text(data.reason);
  const none = { description: null, reference: null };
  switch (type) {
    case 'TransactionVoided': {
      const what = DOCUMENT_NAMES[String(data.voidedType)] ?? 'Transaction';
      return { title: `${what} ${reference ?? ''} voided`.replace(/\s+/g, ' '), description: reason, reference };
    }
    case 'TransactionAmended': {
      const what = DOCUMENT_NAMES[String(data.amendedType)] ?? 'Transaction';
      return { title: `${what} ${reference ?? ''} amended`.replace(/\s+/g, ' '), description: reason, reference };
    }
    case 'StockAdjusted': {
      const quantity = text(data.quantity) ?? '0';
      const product = productName(String(data.productId)) ?? 'a product';
      const signed = quantity.startsWith('-') ? quantity : `+${quantity}`;
      return { title: `Stock of ${product} adjusted by ${signed}`, description: reason, reference };
    }
    case 'ProductCreated':
      return { title: `${data.kind === 'service' ? 'Service' : 'Product'} ${text(data.name) ?? ''} added`.replace(/\s+/g, ' '), ...none };
    case 'ContactCreated':
      return { title: `Contact ${[text(data.firstName), text(data.lastName)].filter(Boolean).join(' ')} added`.replace(/\s+/g, ' '), ...none };
    case 'BusinessCreated':
      return { title: `Business ${text(data.name) ?? ''} created`.replace(/\s+/g, ' '), ...none };
    case 'BusinessProfileUpdated':
      return { title: 'Business profile updated', ...none };
    case 'BusinessDeactivated':
      return { title: 'Business deactivated by the provider', description: reason, reference: null };
    case 'BusinessReactivated':
      return { title: 'Business reactivated by the provider', ...none };
    case 'BankAccountAdded':
      return { title: `Bank account ${text(data.bankName) ?? ''} added`.replace(/\s+/g, ' '), description: text(data.accountName), reference: null };
    case 'BankAccountUpdated':
      return { title: 'Bank account updated', description: text(data.bankName), reference: null };
    case 'BankAccountRemoved':
      return { title: 'Bank account removed', ...none };
    case 'AccountSettingChanged':
      return { title: `Setting ${text(data.setting) ?? ''} changed`.replace(/\s+/g, ' '), ...none };
    case 'CustomRoleCreated':
      return { title: `Role ${text(data.roleName) ?? ''} created`.replace(/\s+/g, ' '), ...none };
    case 'CustomRoleUpdated':
      return { title: `Role ${text(data.roleName) ?? ''} updated`.replace(/\s+/g, ' '), ...none };
    case 'MemberInvited':
      return { title: `${text(data.email) ?? 'Someone'} invited to the team`, ...none };
    case 'InviteResent':
      return { title: `Invitation to ${text(data.email) ?? 'the team'} sent again`, ...none };
    case 'MemberJoined':
      return { title: `${text(data.email) ?? 'A member'} joined the team`, ...none };
    case 'MemberRoleChanged':
      return { title: "A team member's role changed", ...none };
    case 'InviteRoleChanged':
      return { title: "An invitation's role changed", ...none };
    case 'MemberRemoved':
      return { title: `${text(data.email) ?? 'A member'} removed from the team`, ...none };
    case 'InviteRevoked':
      return { title: `Invitation to ${text(data.email) ?? 'the team'} withdrawn`, ...none };
    case 'PlanChanged':
      return { title: `Plan changed to ${planName(data.toPlanId)}`, description: text(data.change), reference: null };
    case 'TrialStarted':
      return { title: `Free trial of ${planName(data.planId)} started`, ...none };
    case 'PlanExpired':
      return { title: `${data.trial === true ? 'Free trial of ' : ''}${planName(data.planId)} expired`, ...none };
    case 'PlanDowngraded':
      return { title: `Plan downgraded to ${planName(data.toPlanId)}`, ...none };
    case 'SubscriptionPaymentReceived':
      return { title: `Subscription payment of ${text(data.currency) ?? ''} ${text(data.amount) ?? ''} received`, description: text(data.purpose), reference };
    case 'SubscriptionPaymentRefunded':
      return { title: `Subscription payment of ${text(data.currency) ?? ''} ${text(data.amount) ?? ''} refunded`, ...none, reference };
    default:
      return { title: words(type), description: reason, reference };
  }
}
