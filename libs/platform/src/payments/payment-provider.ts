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
  /** Whether a webhook body carries the provider's signature (HMAC-SHA512 of the raw body with the secret key). */
  verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined): boolean;
}

export interface InitializeRequest {
  email: string;
  /** Minor units, e.g. "341250" for ₦3,412.50. */
  amount: string;
  currency: string;
  reference: string;
  callbackUrl: string;
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
    });
    const data = body.data as { authorization_url?: string; reference?: string } | undefined;
    if (!data?.authorization_url) throw new PaymentProviderError('The payment provider gave no authorization address');
    return { authorizationUrl: data.authorization_url, reference: data.reference ?? request.reference };
  }

  async verify(reference: string): Promise<VerifiedPayment> {
    const body = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    const data = (body.data ?? {}) as Record<string, unknown>;
    const status = String(data.status ?? 'pending');
    return {
      status: (['success', 'failed', 'abandoned'].includes(status) ? status : 'pending') as VerifiedPayment['status'],
      reference: String(data.reference ?? reference),
      amount: String(data.amount ?? '0'),
      currency: String(data.currency ?? ''),
      ...(typeof data.paid_at === 'string' ? { paidAt: data.paid_at } : {}),
      metadata: (data.metadata && typeof data.metadata === 'object' ? data.metadata : {}) as Record<string, string>,
    };
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined): boolean {
    return signatureMatches(this.secretKey, rawBody, signature);
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
