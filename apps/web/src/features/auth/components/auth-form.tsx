// What the auth pages' forms share (sign-in, sign-up, forgot and reset password, verify e-mail,
// on-boarding): the frame (the server's message above the fields, one primary button that says
// it is processing), the e-mail and password fields, and values whose errors clear on typing.

import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Alert, type useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { PasswordInput } from '../../../components/password-input.js';
import type { ApiError } from '../../../lib/api-client.js';

export interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** Called on submit once the browser's own submit is stopped; not while `busy`. */
  onSubmit: () => void;
  flash: ReturnType<typeof useFlashMessage>;
  busy: boolean;
  submitLabel: string;
  /** What the button says while busy. */
  busyLabel?: string;
  /** A standing alert shown above the flash message. */
  notice?: ReactNode;
  /** Shown under the submit button (another action). */
  footer?: ReactNode;
  children: ReactNode;
}

export function AuthForm({ label, onSubmit, flash, busy, submitLabel, busyLabel = 'Processing...', notice, footer, children }: AuthFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={label}>
      {notice}
      {flash.message && (
        <Alert tone={flash.message.tone} onDismiss={flash.clear}>
          {flash.message.text}
        </Alert>
      )}

      {children}

      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}

type InputChange = (event: ChangeEvent<HTMLInputElement>) => void;

/** `adornment`: shown inside the box, on the right (sign-up's validity icon). */
export function EmailField({ value, error, onChange, adornment }: { value: string; error?: string; onChange: InputChange; adornment?: ReactNode }) {
  return (
    <FormField label="Email" error={error} adornment={adornment}>
      <input type="email" name="email" autoComplete="email" value={value} onChange={onChange} required />
    </FormField>
  );
}

export interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error?: string;
  hint?: string;
  onChange: InputChange;
}

export function PasswordField({ label, name, autoComplete, value, error, hint, onChange }: PasswordFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <PasswordInput name={name} autoComplete={autoComplete} value={value} onChange={onChange} required />
    </FormField>
  );
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A form's text values and their errors; `update(field)` is an input's onChange, and clears that field's error. */
export function useFieldValues<Values extends { [Field in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});

  const update =
    (field: keyof Values & string): InputChange =>
    (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };

  return { values, errors, setErrors, update };
}

/** The server's message for each of `fields` (none where it names none). */
export function serverFieldErrors<Field extends string>(error: ApiError, fields: readonly Field[]): FieldErrors<Field> {
  const fromServer: FieldErrors<Field> = {};
  for (const field of fields) fromServer[field] = error.fieldMessage(field);
  return fromServer;
}
