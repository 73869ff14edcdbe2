import type { Logger } from '@nestjs/common';
import { PaymentProviderError } from '@ledgerline/platform';
import { AppError } from '../common/errors/app-error.js';

export interface ProviderFailureOptions {
  /**
   * The call carried what the user gave (an account number, a bank): the provider's refusal (a 4xx
   * other than 401, our key) is then the user's to fix, 400 with the provider's words. Without it
   * a refusal is ours to get right and answers 502 like any other failure.
   */
  userInput?: boolean;
  /** The field that 400 names (VALIDATION_FAILED); without one it is PAYMENT_PROVIDER_REFUSED. */
  field?: string;
}

/**
 * What a failed call to the card provider answers: an AppError as it is, the provider's refusal
 * of the user's input 400 (see `userInput`), anything else 502 PAYMENT_PROVIDER_UNAVAILABLE,
 * logged on the caller's logger.
 */
export function providerFailure(error: unknown, logger: Logger, options: ProviderFailureOptions = {}): AppError {
  if (error instanceof AppError) return error;
  if (options.userInput && error instanceof PaymentProviderError && isRefusal(error.status)) {
    return options.field
      ? AppError.validation([{ field: options.field, message: error.message }])
      : new AppError(400, 'PAYMENT_PROVIDER_REFUSED', error.message);
  }
  logger.error(`Payment provider: ${(error as Error).message}`);
  return new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider could not be reached; please try again');
}

const isRefusal = (status: number | undefined) => status !== undefined && status >= 400 && status < 500 && status !== 401;
