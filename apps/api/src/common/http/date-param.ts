import { isIsoDate } from '@ledgerline/ledger';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A date parameter as the client sent it: YYYY-MM-DD, or an ISO date-time cut to its date.
 * Absent or empty is absent; anything else is kept as sent, for `IsDateParam` to refuse.
 */
export function dateParam({ value }: { value: unknown }): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
}

/** A real calendar date written YYYY-MM-DD (read by `dateParam`); the 400 names the field. */
export function IsDateParam(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateParam',
      validator: {
        validate: (value: unknown) => isIsoDate(value),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be a real date written YYYY-MM-DD`,
      },
    },
    options,
  );
}
