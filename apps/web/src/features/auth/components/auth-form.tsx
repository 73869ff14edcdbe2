// What the auth pages' forms share (sign-in, sign-up, forgot and reset password, verify e-mail,
// on-boarding): the frame of a react-hook-form form (the server's message above the fields, one
// primary button that says it is processing); the e-mail and password fields; the server's field
// errors put on their fields. An error clears once its field is typed into again. Their zod rules
// are in auth-schema.ts.

import { Button, PasswordInput, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert, type useFlashMessage } from '../../../components/alert.js';
import type { ApiError } from '../../../lib/api-client.js';

/** Puts the server's message for each of `fields` on that field (none where it names none). */
export function showServerErrors<Values extends FieldValues>(form: UseFormReturn<Values>, error: ApiError, fields: readonly Path<Values>[]) {
  for (const field of fields) {
    const message = error.fieldMessage(field);
    if (message) form.setError(field, { type: 'server', message });
  }
}

export interface AuthFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The form's accessible name. */
  label: string;
  /** Called with the checked values; not while `busy`. */
  onSubmit: (values: Values) => void;
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

export function AuthForm<Values extends FieldValues>({
  form,
  label,
  onSubmit,
  flash,
  busy,
  submitLabel,
  busyLabel = 'Processing...',
  notice,
  footer,
  children,
}: AuthFormProps<Values>) {
  const submit = form.handleSubmit((values) => {
    if (!busy) onSubmit(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {notice}
        {flash.message && (
          <Alert tone={flash.message.tone} onDismiss={flash.clear}>
            {flash.message.text}
          </Alert>
        )}

        {children}

        <Button type="submit" size="md" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

interface BoundFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/** A field's registration with the form, its error, and its hint while it has no error. */
function useBinding<Values extends FieldValues>({ form, name, hint }: BoundFieldProps<Values>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...form.register(name), error: message, description: message ? undefined : hint };
}

export type AuthTextFieldProps<Values extends FieldValues> = BoundFieldProps<Values> & Omit<TextInputProps, 'form' | 'name' | 'error' | 'description'>;

/** A text field of the form; `required` marks the input, without the asterisk (the labels say what is optional). */
export function AuthTextField<Values extends FieldValues>({ form, name, hint, ...props }: AuthTextFieldProps<Values>) {
  return <TextInput withAsterisk={false} {...props} {...useBinding({ form, name, hint })} />;
}

/** `rightSection`: shown inside the box, on the right (sign-up's validity icon). */
export function EmailField<Values extends FieldValues>(props: Omit<AuthTextFieldProps<Values>, 'label' | 'type' | 'autoComplete'>) {
  return <AuthTextField label="Email" type="email" autoComplete="email" required {...props} />;
}

export interface PasswordFieldProps<Values extends FieldValues> extends BoundFieldProps<Values> {
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password with a show/hide toggle that says what it does ('Show password', 'Hide password') and is reached by Tab. */
export function PasswordField<Values extends FieldValues>({ label, autoComplete, ...binding }: PasswordFieldProps<Values>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      required
      withAsterisk={false}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide password' : 'Show password' }}
      {...useBinding(binding)}
    />
  );
}
