import { ValidateBy, type ValidationOptions } from 'class-validator';

/** `confirmPassword` must repeat `password` (the server checks it: the reset screen does not). */
export function MatchesPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'matchesPassword',
      validator: {
        validate: (value, args) => typeof value === 'string' && value === (args?.object as { password?: unknown }).password,
        defaultMessage: () => 'confirmPassword must be the same as password',
      },
    },
    options,
  );
}
