// The auth forms' zod rules and form hook (auth-form.tsx holds the frame and fields). Apart so the
// sign-in page, the first every visitor loads, does not load zod: its two checks are a resolver of
// its own (sign-in-form.tsx).

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';

/** A text field checked by one of the auth rules (emailProblem, passwordProblem): its message, word for word. */
export function checkedBy(problem: (value: string) => string | undefined) {
  return z.string().check(
    z.superRefine((value, context) => {
      const message = problem(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  );
}

/** A required field, whose empty value is `''`, with `message` when empty. */
export function given(message: string) {
  return z.string().check(z.minLength(1, { error: message }));
}

/** A required text field; blank (spaces only) counts as empty. The value travels as typed. */
export function filled(message: string) {
  return z.string().check(z.refine((value) => value.trim() !== '', { error: message }));
}

/** The form of an auth page: its values checked by `schema` on submit, then again on every change. */
export function useAuthForm<Values extends FieldValues>(schema: z.ZodMiniType<Values, Values>, defaultValues: DefaultValues<Values>) {
  return useForm<Values>({ resolver: zodResolver(schema), defaultValues });
}
