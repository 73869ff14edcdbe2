import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { webhookSignature } from './payment-provider.js';

interface SimulatedTransaction {
  reference: string;
  email: string;
  amount: string;
  currency: string;
  callbackUrl: string;
  metadata: Record<string, string>;
  /** The subaccount the payment settles into, as initialize was asked. */
  subaccount?: string;
  status: 'pending' | 'success' | 'failed' | 'reversed';
  paidAt?: string;
  /** The test card the customer "paid" with. */
  card?: SimulatedCard;
  /** The bank's words about a charge of a saved card. */
  gatewayResponse?: string;
}

interface SimulatedCard {
  authorization_code: string;
  card_type: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  bank: string;
  reusable: boolean;
}

/** A refund the simulator accepted (`POST /refund`). */
export interface SimulatedRefund {
  reference: string;
  amount: string;
  currency: string;
  at: string;
}

/** A saved card charged (`POST /transaction/charge_authorization`), declined or not. */
export interface SimulatedCharge {
  reference: string;
  authorizationCode: string;
  amount: string;
  currency: string;
  status: 'success' | 'failed';
}

/** The shape of the authorization codes the simulator issues. */
const SIMULATED_AUTHORIZATION = /^AUTH_[0-9a-f]{12}$/;

/** A subaccount the simulator created (`POST /subaccount`). */
export interface SimulatedSubaccount {
  subaccountCode: string;
  businessName: string;
  bankCode: string;
  accountNumber: string;
  percentageCharge: number;
  /** As given (Paystack takes a JSON string), read back as an object. */
  metadata: Record<string, unknown>;
}

/** The simulator's banks: a few Nigerian banks with their Paystack codes. */
export const SIMULATED_BANKS: readonly { name: string; code: string }[] = Object.freeze([
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
]);

/** The name the simulator's banks hold for an account: deterministic, so tests can expect it. */
export function simulatedAccountName(accountNumber: string): string {
  return `TEST ACCOUNT ${accountNumber.slice(-4)}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A card-payment provider on loopback that speaks Paystack's HTTP (initialize, verify, a checkout
 * page, signed `charge.success` webhooks): for tests and for running without keys. Nothing leaves
 * the machine and no card is charged.
 */
export class PaystackSimulator {
  readonly secretKey = `sk_test_sim${randomBytes(16).toString('hex')}`; // the shape config accepts for PAYSTACK_SECRET_KEY
  /** Where `charge.success` is posted (the API's webhook route): a function, as the API's port is known only once it listens. */
  webhookUrl?: () => string | undefined;
  private readonly transactions = new Map<string, SimulatedTransaction>();
  /** The refunds asked for, in order. */
  readonly refunds: SimulatedRefund[] = [];
  /** The subaccounts created, in order. */
  readonly subaccounts: SimulatedSubaccount[] = [];
  /** The subaccount reads asked for (`GET /subaccount` and `/subaccount/:code`), path and query, in order. */
  readonly subaccountReads: string[] = [];
  /** The saved-card charges asked for, in order (a duplicate reference refused is not one). */
  readonly charges: SimulatedCharge[] = [];
  /** The authorization codes of the cards paid with on the checkout page. */
  private readonly issuedCodes = new Set<string>();
  private declineNext?: string;
  /** The test card the next payment is made with (a test may set another, e.g. to replace a card). */
  nextCard: Omit<SimulatedCard, 'authorization_code'> = {
    card_type: 'visa',
    last4: '4081',
    exp_month: '12',
    exp_year: '2030',
    bank: 'TEST BANK',
    reusable: true,
  };
  private server?: Server;
  private address = '';

  /**
   * @param options.chargesAnyIssuedShape charge any authorization code of the shape simulators
   *   issue (`AUTH_` + 12 hex), not only the codes this one issued: for a worker process with a
   *   simulator of its own, whose cards were saved through the API's simulator. Without it, a code
   *   this simulator never issued is refused, as Paystack refuses another account's code.
   */
  constructor(private readonly options: { chargesAnyIssuedShape?: boolean } = {}) {}

  /** Test control: the next saved-card charge is declined by the bank (Paystack's `failed`, "Insufficient Funds" by default). */
  declineNextCharge(reason = 'Insufficient Funds'): void {
    this.declineNext = reason;
  }

  get baseUrl(): string {
    return this.address;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => this.json(response, 500, { status: false, message: error.message }));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const bound = this.server.address();
    this.address = `http://127.0.0.1:${typeof bound === 'object' && bound ? bound.port : port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** The customer pays on the checkout page: the transaction succeeds and the webhook goes out. Returns where the browser goes next. */
  async pay(reference: string): Promise<string> {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`No simulated transaction ${reference}`);
    if (transaction.status === 'pending') {
      transaction.status = 'success';
      transaction.paidAt = new Date().toISOString();
      transaction.card = { ...this.nextCard, authorization_code: `AUTH_${randomBytes(6).toString('hex')}` };
      this.issuedCodes.add(transaction.card.authorization_code);
    }
    await this.sendWebhook(reference);
    return this.callbackOf(transaction);
  }

  /** The customer's card is declined on the checkout page: the transaction fails, no webhook. Returns where the browser goes next. */
  decline(reference: string): string {
    const transaction = this.transactions.get(reference);
    if (!transaction) throw new Error(`No simulated transaction ${reference}`);
    if (transaction.status === 'pending') transaction.status = 'failed';
    return this.callbackOf(transaction);
  }

  /** The `charge.success` webhook of a paid transaction, signed; what the API answered. */
  async sendWebhook(reference: string, options: { signature?: string } = {}): Promise<number> {
    const transaction = this.transactions.get(reference);
    const target = this.webhookUrl?.();
    if (!transaction || !target) return 0;
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        reference,
        status: transaction.status,
        amount: Number(transaction.amount),
        currency: transaction.currency,
        paid_at: transaction.paidAt,
        customer: { email: transaction.email },
        metadata: transaction.metadata,
      },
    });
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': options.signature ?? webhookSignature(this.secretKey, body) },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  transaction(reference: string): SimulatedTransaction | undefined {
    return this.transactions.get(reference);
  }

  private callbackOf(transaction: SimulatedTransaction): string {
    const url = new URL(transaction.callbackUrl);
    url.searchParams.set('trxref', transaction.reference);
    url.searchParams.set('reference', transaction.reference);
    return url.toString();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.address);
    const body = await readBody(request);
    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (checkout) {
      const reference = decodeURIComponent(checkout[1]!);
      const transaction = this.transactions.get(reference);
      if (!transaction) return this.json(response, 404, { status: false, message: 'Transaction not found' });
      if (request.method === 'POST') {
        const next = new URLSearchParams(body).get('action') === 'decline' ? this.decline(reference) : await this.pay(reference);
        response.writeHead(302, { location: next }).end();
        return;
      }
      const amount = (Number(transaction.amount) / 100).toFixed(2);
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><title>Test checkout</title></head><body style="font-family:sans-serif;max-width:420px;margin:60px auto">` +
            `<h1>Test checkout</h1><p>${escapeHtml(transaction.email)} pays <strong>${escapeHtml(transaction.currency)} ${amount}</strong>.</p>` +
            `<p>No card is charged: this is the payment simulator.</p>` +
            `<form method="post"><button type="submit" id="pay" name="action" value="pay">Pay ${escapeHtml(transaction.currency)} ${amount}</button> ` +
            `<button type="submit" id="decline" name="action" value="decline">Decline</button></form></body></html>`,
        );
      return;
    }
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) return this.json(response, 401, { status: false, message: 'Invalid key' });
    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const reference = String(input.reference ?? randomBytes(8).toString('hex'));
      if (this.transactions.has(reference)) return this.json(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      if (!/^\d+$/.test(String(input.amount ?? '')) || !input.email) return this.json(response, 400, { status: false, message: 'Invalid amount or email' });
      this.transactions.set(reference, {
        reference,
        email: String(input.email),
        amount: String(input.amount),
        currency: String(input.currency ?? 'NGN'),
        callbackUrl: String(input.callback_url ?? `${this.address}/done`),
        metadata: (input.metadata ?? {}) as Record<string, string>,
        ...(typeof input.subaccount === 'string' ? { subaccount: input.subaccount } : {}),
        status: 'pending',
      });
      return this.json(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${this.address}/checkout/${encodeURIComponent(reference)}`, access_code: reference, reference },
      });
    }
    if (request.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const reference = String(input.reference ?? randomBytes(8).toString('hex'));
      const code = String(input.authorization_code ?? '');
      if (this.transactions.has(reference)) return this.json(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      if (!/^\d+$/.test(String(input.amount ?? '')) || !input.email) return this.json(response, 400, { status: false, message: 'Invalid amount or email' });
      const known = this.issuedCodes.has(code) || (this.options.chargesAnyIssuedShape === true && SIMULATED_AUTHORIZATION.test(code));
      if (!known) return this.json(response, 400, { status: false, message: 'Invalid authorization code' });
      const declined = this.declineNext;
      this.declineNext = undefined;
      const card: SimulatedCard = { ...this.nextCard, authorization_code: code };
      const transaction: SimulatedTransaction = {
        reference,
        email: String(input.email),
        amount: String(input.amount),
        currency: String(input.currency ?? 'NGN'),
        callbackUrl: `${this.address}/done`,
        metadata: (input.metadata ?? {}) as Record<string, string>,
        status: declined ? 'failed' : 'success',
        ...(declined ? {} : { paidAt: new Date().toISOString() }),
        card,
        gatewayResponse: declined ?? 'Approved',
      };
      this.transactions.set(reference, transaction);
      this.charges.push({
        reference,
        authorizationCode: code,
        amount: transaction.amount,
        currency: transaction.currency,
        status: declined ? 'failed' : 'success',
      });
      return this.json(response, 200, { status: true, message: 'Charge attempted', data: this.transactionData(transaction) });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const transaction = this.transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return this.json(response, 404, { status: false, message: 'Transaction reference not found' });
      return this.json(response, 200, { status: true, message: 'Verification successful', data: this.transactionData(transaction) });
    }
    if (request.method === 'POST' && url.pathname === '/refund') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const transaction = this.transactions.get(String(input.transaction ?? ''));
      if (!transaction) return this.json(response, 404, { status: false, message: 'Transaction not found' });
      if (transaction.status === 'reversed') return this.json(response, 400, { status: false, message: 'Transaction has been fully reversed' });
      if (transaction.status !== 'success') return this.json(response, 400, { status: false, message: 'Transaction was not successful' });
      transaction.status = 'reversed';
      this.refunds.push({ reference: transaction.reference, amount: transaction.amount, currency: transaction.currency, at: new Date().toISOString() });
      return this.json(response, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { transaction: { reference: transaction.reference }, amount: Number(transaction.amount), currency: transaction.currency, status: 'pending' },
      });
    }
    if (request.method === 'GET' && url.pathname === '/bank') {
      return this.json(response, 200, {
        status: true,
        message: 'Banks retrieved',
        data: SIMULATED_BANKS.map((bank, index) => ({
          id: index + 1,
          ...bank,
          slug: bank.name.toLowerCase().replace(/\W+/g, '-'),
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
          active: true,
        })),
      });
    }
    if (request.method === 'GET' && url.pathname === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const bankCode = url.searchParams.get('bank_code') ?? '';
      if (!/^\d{10}$/.test(accountNumber) || !SIMULATED_BANKS.some((bank) => bank.code === bankCode)) {
        return this.json(response, 422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      }
      return this.json(response, 200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: simulatedAccountName(accountNumber), bank_id: 1 },
      });
    }
    if (request.method === 'POST' && url.pathname === '/subaccount') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const accountNumber = String(input.account_number ?? '');
      const bankCode = String(input.settlement_bank ?? '');
      if (!input.business_name || !/^\d{10}$/.test(accountNumber) || !SIMULATED_BANKS.some((bank) => bank.code === bankCode)) {
        return this.json(response, 400, { status: false, message: 'Account details are invalid' });
      }
      const subaccount: SimulatedSubaccount = {
        subaccountCode: `ACCT_${randomBytes(6).toString('hex')}`,
        businessName: String(input.business_name),
        bankCode,
        accountNumber,
        percentageCharge: Number(input.percentage_charge ?? 0),
        metadata: simulatedMetadata(input.metadata),
      };
      this.subaccounts.push(subaccount);
      return this.json(response, 201, { status: true, message: 'Subaccount created', data: this.subaccountData(subaccount) });
    }
    if (request.method === 'GET' && url.pathname.startsWith('/subaccount')) this.subaccountReads.push(`${url.pathname}${url.search}`);
    if (request.method === 'GET' && url.pathname.startsWith('/subaccount/')) {
      const code = decodeURIComponent(url.pathname.slice('/subaccount/'.length));
      const subaccount = this.subaccounts.find((candidate) => candidate.subaccountCode === code);
      if (!subaccount) return this.json(response, 404, { status: false, message: 'Subaccount not found' });
      return this.json(response, 200, { status: true, message: 'Subaccount retrieved', data: this.subaccountData(subaccount) });
    }
    if (request.method === 'GET' && url.pathname === '/subaccount') {
      // Paystack's paging: `perPage` (default 50) and `page` (default 1), newest first, with `meta`.
      const perPage = positiveInteger(url.searchParams.get('perPage'), 50);
      const page = positiveInteger(url.searchParams.get('page'), 1);
      const newestFirst = [...this.subaccounts].reverse();
      const skipped = (page - 1) * perPage;
      return this.json(response, 200, {
        status: true,
        message: 'Subaccounts retrieved',
        data: newestFirst.slice(skipped, skipped + perPage).map((subaccount) => this.subaccountData(subaccount)),
        meta: { total: newestFirst.length, skipped, perPage, page, pageCount: Math.max(1, Math.ceil(newestFirst.length / perPage)) },
      });
    }
    return this.json(response, 404, { status: false, message: 'Not found' });
  }

  /** Paystack's subaccount object (`settlement_bank` by the bank's name; metadata as it was given). */
  private subaccountData(subaccount: SimulatedSubaccount) {
    return {
      id: this.subaccounts.indexOf(subaccount) + 1,
      subaccount_code: subaccount.subaccountCode,
      business_name: subaccount.businessName,
      settlement_bank: SIMULATED_BANKS.find((bank) => bank.code === subaccount.bankCode)!.name,
      account_number: subaccount.accountNumber,
      percentage_charge: subaccount.percentageCharge,
      metadata: JSON.stringify(subaccount.metadata),
      currency: 'NGN',
      active: true,
    };
  }

  /** Paystack's transaction object, as verify and charge_authorization answer it. */
  private transactionData(transaction: SimulatedTransaction) {
    return {
      reference: transaction.reference,
      status: transaction.status === 'pending' ? 'abandoned' : transaction.status,
      amount: Number(transaction.amount),
      currency: transaction.currency,
      paid_at: transaction.paidAt ?? null,
      metadata: transaction.metadata,
      authorization: transaction.card ?? null,
      ...(transaction.gatewayResponse ? { gateway_response: transaction.gatewayResponse } : {}),
    };
  }

  private json(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}

/** A subaccount's metadata, given as a JSON string (Paystack's shape) or an object. */
function simulatedMetadata(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      parsed = {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

function positiveInteger(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : fallback;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
