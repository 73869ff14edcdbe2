import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { DuplicateReferenceError, PaystackProvider, signatureMatches, webhookSignature } from './payment-provider.js';
import { PaystackSimulator, simulatedAccountName } from './paystack-simulator.js';

describe('card provider webhook signatures', () => {
  const secret = 'sk_test_abc123';
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"INV-001-a1b2"}}');

  it('are HMAC-SHA512 of the raw body with the secret key, hex', () => {
    expect(webhookSignature(secret, body)).toBe(createHmac('sha512', secret).update(body).digest('hex'));
  });

  it('match only the exact bytes, the right key and a well-formed signature', () => {
    const good = webhookSignature(secret, body);
    expect(signatureMatches(secret, body, good)).toBe(true);
    expect(signatureMatches(secret, Buffer.from(`${body.toString()} `), good)).toBe(false);
    expect(signatureMatches('sk_test_other', body, good)).toBe(false);
    expect(signatureMatches(secret, body, undefined)).toBe(false);
    expect(signatureMatches(secret, body, 'zz')).toBe(false);
    expect(new PaystackProvider('paystack', 'https://api.paystack.co', secret).verifyWebhookSignature(body, good.toUpperCase())).toBe(true);
  });
});

describe('the provider adapter against the simulator: banks, account names, subaccounts', () => {
  it('lists banks, resolves a 10-digit account, refuses others in the provider’s words, creates a subaccount', async () => {
    const simulator = await new PaystackSimulator().start();
    try {
      const provider = new PaystackProvider('simulator', simulator.baseUrl, simulator.secretKey);
      const banks = await provider.listBanks('nigeria');
      expect(banks).toContainEqual({ name: 'Zenith Bank', code: '057' });
      await expect(provider.resolveAccount('0123456789', '057')).resolves.toEqual({
        accountNumber: '0123456789',
        accountName: simulatedAccountName('0123456789'),
      });
      await expect(provider.resolveAccount('12345', '057')).rejects.toMatchObject({
        name: 'PaymentProviderError',
        status: 422,
        message: 'Could not resolve account name. Check parameters or try again.',
      });
      const { subaccountCode } = await provider.createSubaccount({
        businessName: 'Ada Ventures',
        bankCode: '057',
        accountNumber: '0123456789',
        percentageCharge: '0',
        reference: 'LLS-ada',
      });
      expect(subaccountCode).toMatch(/^ACCT_[a-z0-9]+$/);
      expect(simulator.subaccounts).toEqual([
        {
          subaccountCode,
          businessName: 'Ada Ventures',
          bankCode: '057',
          accountNumber: '0123456789',
          percentageCharge: 0,
          metadata: { ledgerline_reference: 'LLS-ada', bank_code: '057' },
        },
      ]);
      await provider.initialize({
        email: 'a@b.co',
        amount: '1000',
        currency: 'NGN',
        reference: 'R-1',
        callbackUrl: 'http://x/cb',
        metadata: {},
        subaccount: subaccountCode,
      });
      expect(simulator.transaction('R-1')?.subaccount).toBe(subaccountCode);
    } finally {
      await simulator.stop();
    }
  });

  it('fetches a subaccount by its code in one request, and only when it is ours for that bank account', async () => {
    const simulator = await new PaystackSimulator().start();
    try {
      const provider = new PaystackProvider('simulator', simulator.baseUrl, simulator.secretKey);
      const subaccount = (reference: string, accountNumber: string, bankCode = '057') =>
        provider.createSubaccount({ businessName: 'Shop', bankCode, accountNumber, percentageCharge: '0', reference });
      const match = { reference: 'LLS-first', bankCode: '057', bankName: 'Zenith Bank', accountNumber: '0123456789' };

      // The one looked for is the oldest of 101: a list would find it on its second page of 100.
      const { subaccountCode } = await subaccount('LLS-first', '0123456789');
      for (let i = 0; i < 100; i++) await subaccount(`LLS-other-${i}`, '0123456789');
      await expect(provider.fetchSubaccount(subaccountCode, match)).resolves.toEqual({ subaccountCode });
      expect(simulator.subaccountReads).toEqual([`/subaccount/${subaccountCode}`]);

      // Another bank or account number, or another business's reference, is not it; nor is a code the provider does not know.
      await expect(provider.fetchSubaccount(subaccountCode, { ...match, bankCode: '058', bankName: 'Guaranty Trust Bank' })).resolves.toBeUndefined();
      await expect(provider.fetchSubaccount(subaccountCode, { ...match, accountNumber: '0123456780' })).resolves.toBeUndefined();
      await expect(provider.fetchSubaccount(subaccountCode, { ...match, reference: 'LLS-nobody' })).resolves.toBeUndefined();
      await expect(provider.fetchSubaccount('ACCT_nosuchcode', match)).resolves.toBeUndefined();
    } finally {
      await simulator.stop();
    }
  });

  it('the simulator lists subaccounts in Paystack’s shape: perPage, page, newest first, meta', async () => {
    const simulator = await new PaystackSimulator().start();
    try {
      const provider = new PaystackProvider('simulator', simulator.baseUrl, simulator.secretKey);
      for (const reference of ['A', 'B', 'C']) {
        await provider.createSubaccount({ businessName: `Shop ${reference}`, bankCode: '044', accountNumber: '0123456789', percentageCharge: '0', reference });
      }
      const list = (query: string) =>
        fetch(`${simulator.baseUrl}/subaccount${query}`, { headers: { authorization: `Bearer ${simulator.secretKey}` } }).then(
          (response) => response.json() as Promise<{ status: boolean; data: Record<string, unknown>[]; meta: Record<string, number> }>,
        );
      const second = await list('?perPage=2&page=2');
      expect(second.status).toBe(true);
      expect(second.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
      expect(second.data).toEqual([
        expect.objectContaining({
          subaccount_code: simulator.subaccounts[0]!.subaccountCode,
          business_name: 'Shop A',
          settlement_bank: 'Access Bank',
          account_number: '0123456789',
          metadata: JSON.stringify({ ledgerline_reference: 'A', bank_code: '044' }),
          active: true,
        }),
      ]);
      const first = await list('');
      expect(first.meta).toEqual({ total: 3, skipped: 0, perPage: 50, page: 1, pageCount: 1 });
      expect(first.data.map((subaccount) => subaccount.business_name)).toEqual(['Shop C', 'Shop B', 'Shop A']);
    } finally {
      await simulator.stop();
    }
  });

  it('says the provider could not be reached, with no status', async () => {
    const provider = new PaystackProvider('paystack', 'http://127.0.0.1:9', 'sk_test_x');
    await expect(provider.listBanks('nigeria')).rejects.toMatchObject({ name: 'PaymentProviderError', status: undefined });
  });
});

describe('charging a saved card again (charge_authorization) against the simulator', () => {
  it('charges a code the simulator issued, refuses a duplicate reference distinctly, declines on request', async () => {
    const simulator = await new PaystackSimulator().start();
    try {
      const provider = new PaystackProvider('simulator', simulator.baseUrl, simulator.secretKey);
      await provider.initialize({ email: 'a@b.co', amount: '5000', currency: 'NGN', reference: 'FIRST', callbackUrl: 'http://x/cb', metadata: {} });
      await simulator.pay('FIRST');
      const code = simulator.transaction('FIRST')!.card!.authorization_code;
      const request = { authorizationCode: code, email: 'a@b.co', amount: '5000000', currency: 'NGN', reference: 'R-1', metadata: { purpose: 'renewal' } };

      const charged = await provider.chargeAuthorization(request);
      expect(charged).toMatchObject({ status: 'success', reference: 'R-1', amount: '5000000', currency: 'NGN', metadata: { purpose: 'renewal' } });
      expect(charged.authorization).toMatchObject({ authorizationCode: code, reusable: true });
      await expect(provider.chargeAuthorization(request)).rejects.toBeInstanceOf(DuplicateReferenceError);
      expect(simulator.charges).toHaveLength(1);

      simulator.declineNextCharge();
      await expect(provider.chargeAuthorization({ ...request, reference: 'R-2' })).resolves.toMatchObject({
        status: 'failed',
        gatewayResponse: 'Insufficient Funds',
      });
      await expect(provider.verify('R-2')).resolves.toMatchObject({ status: 'failed' });
      await expect(provider.chargeAuthorization({ ...request, reference: 'R-3' })).resolves.toMatchObject({ status: 'success' });

      // A code it never issued: refused, unless it stands in for another process's simulator.
      await expect(provider.chargeAuthorization({ ...request, authorizationCode: 'AUTH_0123456789ab', reference: 'R-4' })).rejects.toMatchObject({
        name: 'PaymentProviderError',
        status: 400,
      });
    } finally {
      await simulator.stop();
    }
    const workers = await new PaystackSimulator({ chargesAnyIssuedShape: true }).start();
    try {
      const provider = new PaystackProvider('simulator', workers.baseUrl, workers.secretKey);
      const request = { authorizationCode: 'AUTH_0123456789ab', email: 'a@b.co', amount: '100', currency: 'NGN', reference: 'W-1', metadata: {} };
      await expect(provider.chargeAuthorization(request)).resolves.toMatchObject({ status: 'success' });
      await expect(provider.chargeAuthorization({ ...request, reference: 'W-2', authorizationCode: 'AUTH_x' })).rejects.toMatchObject({ status: 400 });
    } finally {
      await workers.stop();
    }
  });
});
