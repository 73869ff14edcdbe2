import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { PaystackProvider, signatureMatches, webhookSignature } from './payment-provider.js';

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
