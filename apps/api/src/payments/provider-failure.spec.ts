import { describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PaymentProviderError } from '@ledgerline/platform';
import { AppError } from '../common/errors/app-error.js';
import { providerFailure } from './provider-failure.js';

const logger = new Logger('provider-failure.spec');
logger.error = () => undefined;

const answer = (error: AppError) => ({ status: error.status, code: error.code, message: error.message, errors: error.errors });
const UNAVAILABLE = {
  status: 502,
  code: 'PAYMENT_PROVIDER_UNAVAILABLE',
  message: 'The payment provider could not be reached; please try again',
  errors: undefined,
};

describe('what a failed card-provider call answers', () => {
  const refused = new PaymentProviderError('Could not resolve account name. Check parameters or try again.', 422);

  it('is 502 for an unreachable provider, a 5xx, our own key refused (401), and any refusal of what we sent', () => {
    for (const options of [{}, { userInput: true }, { userInput: true, field: 'accountNumber' }]) {
      expect(answer(providerFailure(new PaymentProviderError('connect ECONNREFUSED'), logger, options))).toEqual(UNAVAILABLE);
      expect(answer(providerFailure(new PaymentProviderError('Server error', 503), logger, options))).toEqual(UNAVAILABLE);
      expect(answer(providerFailure(new PaymentProviderError('Invalid key', 401), logger, options))).toEqual(UNAVAILABLE);
      expect(answer(providerFailure(new Error('socket hang up'), logger, options))).toEqual(UNAVAILABLE);
    }
    expect(answer(providerFailure(refused, logger))).toEqual(UNAVAILABLE);
  });

  it('is 400 in the provider’s words for its refusal of the user’s input, on the field when named', () => {
    expect(answer(providerFailure(refused, logger, { userInput: true }))).toEqual({
      status: 400,
      code: 'PAYMENT_PROVIDER_REFUSED',
      message: refused.message,
      errors: undefined,
    });
    expect(answer(providerFailure(refused, logger, { userInput: true, field: 'accountNumber' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: refused.message,
      errors: [{ field: 'accountNumber', message: refused.message }],
    });
  });

  it('passes an AppError through as it is', () => {
    const conflict = new AppError(409, 'PAYMENT_REFERENCE_USED', 'used');
    expect(providerFailure(conflict, logger, { userInput: true, field: 'accountNumber' })).toBe(conflict);
  });
});
