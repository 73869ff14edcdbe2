import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The card-payment provider, as our server speaks to it (never the browser: spec 002 §7 warns
 * against a secret in the client). Amounts are in the currency's minor unit (kobo), as decimal
 * strings of whole numbers.
 */
export interface PaymentProvider {
  readonly kind: 'paystack' | 'simulator';
  /** Starts a payment; the customer is sent to `authorizationUrl`, then back to `callbackUrl?reference=…`. */
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string; reference: string }>;
  /** Asks the provider how a payment ended: the only answer we record a payment on. */
  verify(reference: string): Promise<VerifiedPayment>;
  /**
   * Charges a saved card again (Paystack `POST /transaction/charge_authorization`): the answer is
   * the payment as `verify` would describe it (`failed` when the card is declined). A reference
   * already used is refused with DuplicateReferenceError: ask `verify` how that charge ended.
   */
  chargeAuthorization(request: ChargeAuthorizationRequest): Promise<VerifiedPayment>;
  /** Gives a successful payment back in full (Paystack `POST /refund` with `transaction`). */
  refund(reference: string): Promise<{ status: string }>;
  /** Whether a webhook body carries the provider's signature (HMAC-SHA512 of the raw body with the secret key). */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined): boolean;
  /** The banks money can settle into (Paystack `GET /bank?country=nigeria`). */
  listBanks(country: string): Promise<ProviderBank[]>;
  /** The name the bank holds for an account (Paystack `GET /bank/resolve`); refused when it does not exist. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount>;
  /**
   * A subaccount that settles a business's card payments into its own bank account (Paystack
   * `POST /subaccount`), carrying our `reference` in its metadata. The provider refuses nothing as
   * a duplicate: note the code it answers, and ask `fetchSubaccount` by that code before creating again.
   */
  createSubaccount(request: SubaccountRequest): Promise<{ subaccountCode: string }>;
  /**
   * The subaccount with this code, if the provider has it active, created with `reference` and
   * settling into this bank account (Paystack `GET /subaccount/:code`, one request): a create we
   * made earlier whose connection was not recorded, or was disconnected since.
   */
  fetchSubaccount(subaccountCode: string, match: SubaccountMatch): Promise<{ subaccountCode: string } | undefined>;
}

export interface ProviderBank {
  name: string;
  code: string;
}

export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
}

export interface SubaccountRequest {
  businessName: string;
  bankCode: string;
  accountNumber: string;
  /** The provider's share of each payment, in percent, as a decimal string (e.g. "0"). */
  percentageCharge: string;
  /** Ours, derived from what the subaccount is for: kept in its metadata, so `fetchSubaccount` knows it for ours. */
  reference: string;
}

export interface SubaccountMatch {
  reference: string;
  bankCode: string;
  /** The bank's name: Paystack answers a subaccount's `settlement_bank` by name, not code. */
  bankName: string;
  accountNumber: string;
}

/** Where our reference and the bank code asked for are kept in a subaccount's metadata. */
const SUBACCOUNT_REFERENCE = 'ledgerline_reference';
const SUBACCOUNT_BANK_CODE = 'bank_code';

export interface InitializeRequest {
  email: string;
  /** Minor units, e.g. "341250" for ₦3,412.50. */
  amount: string;
  currency: string;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, string>;
  /** The business's subaccount the payment settles into (Paystack `subaccount`), when it has one. */
  subaccount?: string;
}

export interface ChargeAuthorizationRequest {
  /** The card's `authorization_code` from an earlier payment (reusable). */
  authorizationCode: string;
  email: string;
  /** Minor units, e.g. "5000000" for ₦50,000. */
  amount: string;
  currency: string;
  reference: string;
  metadata: Record<string, string>;
}

export interface VerifiedPayment {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  reference: string;
  amount: string;
  currency: string;
  /** ISO time the provider took the money, when it did. */
  paidAt?: string;
  metadata: Record<string, string>;
  /** The money was given back (Paystack's status `reversed`; `status` then says `success`). */
  reversed?: boolean;
  /** The card the customer paid with (Paystack's `authorization`), when the provider names one. */
  authorization?: CardAuthorization;
  /** The bank's words about the charge (Paystack's `gateway_response`, e.g. "Insufficient Funds"). */
  gatewayResponse?: string;
}

/** Paystack's `authorization` object of a verified payment. */
export interface CardAuthorization {
  /** The token that charges the card again; stays on the server. */
  authorizationCode: string | null;
  brand: string;
  last4: string;
  expMonth: string;
  expYear: string;
  bank: string | null;
  reusable: boolean;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** The provider refused a reference it has seen before (Paystack's "Duplicate Transaction Reference"). */
export class DuplicateReferenceError extends PaymentProviderError {
  constructor(
    readonly reference: string,
    status?: number,
  ) {
    super(`The payment reference ${reference} was used already`, status);
    this.name = 'DuplicateReferenceError';
  }
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** Reads Paystack's `authorization` (card_type, last4, exp_month, exp_year, bank, reusable, authorization_code). */
function cardAuthorizationOf(value: unknown): { authorization?: CardAuthorization } {
  if (!value || typeof value !== 'object') return {};
  const card = value as Record<string, unknown>;
  if (!text(card.last4)) return {};
  return {
    authorization: {
      authorizationCode: text(card.authorization_code) || null,
      brand: text(card.card_type) || text(card.brand) || 'card',
      last4: text(card.last4),
      expMonth: text(card.exp_month),
      expYear: text(card.exp_year),
      bank: text(card.bank) || null,
      reusable: card.reusable === true,
    },
  };
}

/** Reads Paystack's transaction object (verify and charge_authorization answer the same one). */
function verifiedPaymentOf(data: Record<string, unknown>, reference: string): VerifiedPayment {
  const status = String(data.status ?? 'pending');
  // A refunded payment did succeed (Paystack then says `reversed`): `reversed` tells the two apart.
  const reversed = status === 'reversed';
  return {
    status: (reversed ? 'success' : ['success', 'failed', 'abandoned'].includes(status) ? status : 'pending') as VerifiedPayment['status'],
    ...(reversed ? { reversed } : {}),
    reference: String(data.reference ?? reference),
    amount: String(data.amount ?? '0'),
    currency: String(data.currency ?? ''),
    ...(typeof data.paid_at === 'string' ? { paidAt: data.paid_at } : {}),
    metadata: (data.metadata && typeof data.metadata === 'object' ? data.metadata : {}) as Record<string, string>,
    ...cardAuthorizationOf(data.authorization),
    ...(text(data.gateway_response) ? { gatewayResponse: text(data.gateway_response) } : {}),
  };
}

/** Paystack answers metadata as it was given (a JSON string for subaccounts) or as an object. */
function metadataOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * A fetched subaccount is the one asked for: active, our reference and the bank code we asked for in
 * its metadata, the same account number, and a settlement bank (by code or name) that agrees. A
 * near miss creates a new subaccount rather than settle into an account nobody chose.
 */
function subaccountMatches(subaccount: Record<string, unknown>, match: SubaccountMatch): boolean {
  const metadata = metadataOf(subaccount.metadata);
  const bank = text(subaccount.settlement_bank).toLowerCase();
  return (
    subaccount.active !== false &&
    text(subaccount.subaccount_code) !== '' &&
    text(metadata[SUBACCOUNT_REFERENCE]) === match.reference &&
    text(metadata[SUBACCOUNT_BANK_CODE]) === match.bankCode &&
    text(subaccount.account_number) === match.accountNumber &&
    (bank === '' || bank === match.bankCode.toLowerCase() || bank === match.bankName.toLowerCase())
  );
}

/** HMAC-SHA512 of the body with the secret, hex: Paystack's `x-paystack-signature`. */
export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function signatureMatches(secret: string, rawBody: Buffer | string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * The provider's HTTP API (Paystack's shapes: POST /transaction/initialize, GET
 * /transaction/verify/:reference, bearer secret key). The simulator speaks the same HTTP, so one
 * adapter serves both.
 */
export class PaystackProvider implements PaymentProvider {
  constructor(
    readonly kind: 'paystack' | 'simulator',
    private readonly baseUrl: string,
    private readonly secretKey: string,
  ) {}

  async initialize(request: InitializeRequest): Promise<{ authorizationUrl: string; reference: string }> {
    const body = await this.call('POST', '/transaction/initialize', {
      email: request.email,
      amount: request.amount,
      currency: request.currency,
      reference: request.reference,
      callback_url: request.callbackUrl,
      metadata: request.metadata,
      ...(request.subaccount ? { subaccount: request.subaccount } : {}),
    });
    const data = body.data as { authorization_url?: string; reference?: string } | undefined;
    if (!data?.authorization_url) throw new PaymentProviderError('The payment provider gave no authorization address');
    return { authorizationUrl: data.authorization_url, reference: data.reference ?? request.reference };
  }

  async verify(reference: string): Promise<VerifiedPayment> {
    const body = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    return verifiedPaymentOf((body.data ?? {}) as Record<string, unknown>, reference);
  }

  async chargeAuthorization(request: ChargeAuthorizationRequest): Promise<VerifiedPayment> {
    let body: Record<string, unknown>;
    try {
      body = await this.call('POST', '/transaction/charge_authorization', {
        authorization_code: request.authorizationCode,
        email: request.email,
        amount: request.amount,
        currency: request.currency,
        reference: request.reference,
        metadata: request.metadata,
      });
    } catch (error) {
      if (error instanceof PaymentProviderError && /duplicate transaction reference/i.test(error.message)) {
        throw new DuplicateReferenceError(request.reference, error.status);
      }
      throw error;
    }
    return verifiedPaymentOf((body.data ?? {}) as Record<string, unknown>, request.reference);
  }

  async refund(reference: string): Promise<{ status: string }> {
    const body = await this.call('POST', '/refund', { transaction: reference });
    const data = (body.data ?? {}) as { status?: unknown };
    return { status: String(data.status ?? 'pending') };
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined): boolean {
    return signatureMatches(this.secretKey, rawBody, signature);
  }

  async listBanks(country: string): Promise<ProviderBank[]> {
    const body = await this.call('GET', `/bank?country=${encodeURIComponent(country)}`);
    const banks = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
    return banks
      .filter((bank) => text(bank.code) && text(bank.name) && bank.active !== false)
      .map((bank) => ({ name: text(bank.name), code: text(bank.code) }));
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount> {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const body = await this.call('GET', `/bank/resolve?${query.toString()}`);
    const data = (body.data ?? {}) as Record<string, unknown>;
    if (!text(data.account_name)) throw new PaymentProviderError('The payment provider gave no account name', 422);
    return { accountNumber: text(data.account_number) || accountNumber, accountName: text(data.account_name) };
  }

  async createSubaccount(request: SubaccountRequest): Promise<{ subaccountCode: string }> {
    const body = await this.call('POST', '/subaccount', {
      business_name: request.businessName,
      settlement_bank: request.bankCode,
      account_number: request.accountNumber,
      percentage_charge: Number(request.percentageCharge),
      // Paystack takes a subaccount's metadata as a JSON string.
      metadata: JSON.stringify({ [SUBACCOUNT_REFERENCE]: request.reference, [SUBACCOUNT_BANK_CODE]: request.bankCode }),
    });
    const data = (body.data ?? {}) as Record<string, unknown>;
    if (!text(data.subaccount_code)) throw new PaymentProviderError('The payment provider gave no subaccount code');
    return { subaccountCode: text(data.subaccount_code) };
  }

  async fetchSubaccount(subaccountCode: string, match: SubaccountMatch): Promise<{ subaccountCode: string } | undefined> {
    let body: Record<string, unknown>;
    try {
      body = await this.call('GET', `/subaccount/${encodeURIComponent(subaccountCode)}`);
    } catch (error) {
      // Gone at the provider: not one to reuse.
      if (error instanceof PaymentProviderError && error.status === 404) return undefined;
      throw error;
    }
    const subaccount = (body.data ?? {}) as Record<string, unknown>;
    return subaccountMatches(subaccount, match) && text(subaccount.subaccount_code) === subaccountCode ? { subaccountCode } : undefined;
  }

  private async call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.secretKey}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`The payment provider could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || body.status === false) {
      throw new PaymentProviderError(String(body.message ?? `The payment provider answered ${response.status}`), response.status);
    }
    return body;
  }
}
