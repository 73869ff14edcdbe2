import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';

/**
 * The business's card-payment-provider integration (spec 002 §2): a provider subaccount that
 * card payments of its invoices settle into, so the money reaches the business's own bank account.
 */

export const PAYMENT_INTEGRATION_CONNECTED = 'PaymentIntegrationConnected';
export interface PaymentIntegrationConnectedData {
  provider: 'paystack';
  /** The provider's subaccount code, e.g. `ACCT_8f4s1eq7ml6rlzj`. */
  subaccountCode: string;
  /** The settlement bank and account; null when an existing subaccount code was connected as is. */
  bankCode: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  connectedAt: string;
}
export interface PaymentIntegrationConnected {
  type: typeof PAYMENT_INTEGRATION_CONNECTED;
  data: PaymentIntegrationConnectedData;
}

export const PAYMENT_INTEGRATION_DISCONNECTED = 'PaymentIntegrationDisconnected';
export interface PaymentIntegrationDisconnectedData {
  provider: 'paystack';
  subaccountCode: string;
  disconnectedAt: string;
}
export interface PaymentIntegrationDisconnected {
  type: typeof PAYMENT_INTEGRATION_DISCONNECTED;
  data: PaymentIntegrationDisconnectedData;
}

export type PaymentIntegrationEvent = PaymentIntegrationConnected | PaymentIntegrationDisconnected;

/** The integration as the deciders need it: the connected subaccount, or null. */
export interface PaymentIntegrationState {
  subaccountCode: string | null;
}

/** Nigerian bank account numbers (NUBAN) are 10 digits. */
export function parseSettlementAccountNumber(input: unknown, field = 'accountNumber'): string {
  const value = typeof input === 'string' ? input.trim() : '';
  if (!value) throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  if (!/^\d{10}$/.test(value)) throw new LedgerValidationError(field, `${field} must be 10 digits`, LEDGER_ERROR_CODES.INVALID_VALUE);
  return value;
}

/** A provider subaccount code: `ACCT_` and letters or digits. */
export function parseSubaccountCode(input: unknown, field = 'subaccountCode'): string {
  const value = typeof input === 'string' ? input.trim() : '';
  if (!value) throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  if (!/^ACCT_[A-Za-z0-9]+$/.test(value)) {
    throw new LedgerValidationError(field, `${field} must be a subaccount code such as ACCT_8f4s1eq7ml6rlzj`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return value;
}

/** A business connects one subaccount at a time: refused while one is connected (disconnect it first). */
export function requireNoPaymentIntegration(state: PaymentIntegrationState): void {
  if (state.subaccountCode) {
    throw new LedgerValidationError(
      'subaccountCode',
      `The business is already connected to subaccount ${state.subaccountCode}: disconnect it first`,
      LEDGER_ERROR_CODES.PAYMENT_INTEGRATION_ALREADY_ACTIVE,
    );
  }
}

/** Connects a subaccount; refused while one is connected. */
export function decideConnectPaymentIntegration(
  input: Omit<PaymentIntegrationConnectedData, 'provider'>,
  state: PaymentIntegrationState,
): PaymentIntegrationConnected[] {
  requireNoPaymentIntegration(state);
  return [{ type: PAYMENT_INTEGRATION_CONNECTED, data: { provider: 'paystack', ...input, subaccountCode: parseSubaccountCode(input.subaccountCode) } }];
}

/** Disconnects the subaccount: card payments settle into the platform's account again. */
export function decideDisconnectPaymentIntegration(input: { now: string }, state: PaymentIntegrationState): PaymentIntegrationDisconnected[] {
  if (!state.subaccountCode) {
    throw new LedgerValidationError('paystack', 'The business has no payment provider connected', LEDGER_ERROR_CODES.PAYMENT_INTEGRATION_NOT_CONNECTED);
  }
  return [{ type: PAYMENT_INTEGRATION_DISCONNECTED, data: { provider: 'paystack', subaccountCode: state.subaccountCode, disconnectedAt: input.now } }];
}
