import { LEDGER_ERROR_CODES, LedgerValidationError } from '@ledgerline/ledger';
import { ledgerErrorStatus, toErrorResponse } from './error-response.js';

describe('domain errors as HTTP', () => {
  it.each([
    [LEDGER_ERROR_CODES.BUSINESS_NOT_FOUND, 404],
    [LEDGER_ERROR_CODES.MEMBER_NOT_FOUND, 404],
    [LEDGER_ERROR_CODES.BANK_ACCOUNT_ALREADY_EXISTS, 409],
    [LEDGER_ERROR_CODES.INVITE_ALREADY_EXISTS, 409],
    [LEDGER_ERROR_CODES.TRIAL_ALREADY_USED, 409],
    [LEDGER_ERROR_CODES.OWNER_IS_PROTECTED, 403],
    [LEDGER_ERROR_CODES.BUSINESS_LIMIT_REACHED, 403],
    [LEDGER_ERROR_CODES.INVALID_AMOUNT, 400],
    [LEDGER_ERROR_CODES.UNKNOWN_PERMISSION_CODE, 400],
  ])('%s → %i', (code, status) => {
    expect(ledgerErrorStatus(code)).toBe(status);
  });

  it('answers in the API’s shape, naming the field', () => {
    const { status, body } = toErrorResponse(new LedgerValidationError('amount', 'amount must be greater than zero', LEDGER_ERROR_CODES.AMOUNT_NOT_POSITIVE));
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      code: 'AMOUNT_NOT_POSITIVE',
      message: 'amount must be greater than zero',
      errors: [{ field: 'amount', message: 'amount must be greater than zero' }],
    });
  });

  it('answers 500 without details for what is not a client error', () => {
    const { status, body, unexpected } = toErrorResponse(new Error('connection refused at 10.0.0.3'));
    expect(status).toBe(500);
    expect(unexpected).toBe(true);
    expect(JSON.stringify(body)).not.toContain('10.0.0.3');
  });
});
