import { describe, expect, it } from '@jest/globals';
import {
  decideConnectPaymentIntegration,
  decideDisconnectPaymentIntegration,
  parseSettlementAccountNumber,
  parseSubaccountCode,
  PAYMENT_INTEGRATION_CONNECTED,
  PAYMENT_INTEGRATION_DISCONNECTED,
} from './payment-integration.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { field: string; code: string; message: string };
  }
  throw new Error('expected a refusal');
};

describe('payment provider integration', () => {
  const bank = { bankCode: '057', bankName: 'Zenith Bank', accountNumber: '0123456789', accountName: 'ADA VENTURES', connectedAt: '2026-11-26T09:00:00.000Z' };

  it('reads 10-digit account numbers and ACCT_ subaccount codes, refusing others', () => {
    expect(parseSettlementAccountNumber(' 0123456789 ')).toBe('0123456789');
    expect(refusal(() => parseSettlementAccountNumber('12345'))).toMatchObject({ field: 'accountNumber', code: 'INVALID_VALUE' });
    expect(refusal(() => parseSettlementAccountNumber(undefined))).toMatchObject({ field: 'accountNumber', code: 'REQUIRED' });
    expect(parseSubaccountCode('ACCT_8f4s1eq7ml6rlzj')).toBe('ACCT_8f4s1eq7ml6rlzj');
    expect(refusal(() => parseSubaccountCode('ACCT_'))).toMatchObject({ field: 'subaccountCode', code: 'INVALID_VALUE' });
    expect(refusal(() => parseSubaccountCode('ACCT_ab-cd'))).toMatchObject({ code: 'INVALID_VALUE' });
  });

  it('connects one subaccount at a time', () => {
    expect(decideConnectPaymentIntegration({ subaccountCode: 'ACCT_abc123', ...bank }, { subaccountCode: null })).toEqual([
      { type: PAYMENT_INTEGRATION_CONNECTED, data: { provider: 'paystack', subaccountCode: 'ACCT_abc123', ...bank } },
    ]);
    expect(refusal(() => decideConnectPaymentIntegration({ subaccountCode: 'ACCT_new', ...bank }, { subaccountCode: 'ACCT_abc123' }))).toMatchObject({
      code: 'PAYMENT_INTEGRATION_ALREADY_ACTIVE',
    });
  });

  it('disconnects the connected subaccount, and refuses when none is', () => {
    expect(decideDisconnectPaymentIntegration({ now: bank.connectedAt }, { subaccountCode: 'ACCT_abc123' })).toEqual([
      { type: PAYMENT_INTEGRATION_DISCONNECTED, data: { provider: 'paystack', subaccountCode: 'ACCT_abc123', disconnectedAt: bank.connectedAt } },
    ]);
    expect(refusal(() => decideDisconnectPaymentIntegration({ now: bank.connectedAt }, { subaccountCode: null }))).toMatchObject({
      code: 'PAYMENT_INTEGRATION_NOT_CONNECTED',
    });
  });
});
