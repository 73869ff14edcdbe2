// Sign in with e-mail and password (spec 000 §2.4). Leaving the page on success is the route guard's
// job; this form shows the server's message for 5 seconds when sign-in fails.

import { Anchor, Checkbox, Group } from '@mantine/core';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useFlashMessage } from '../../../components/alert.js';
import { useSignIn } from '../api/sign-in.js';
import { emailProblem } from '../email.js';
import { AuthForm, EmailField, PasswordField, showServerErrors } from './auth-form.js';

interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The form's two checks, the same rules and words as the other auth forms' zod schemas
 * (auth-schema.ts), as a react-hook-form resolver: the sign-in page is the first every visitor
 * loads, and zod would add 27 KB gzipped to it (docs/benchmarks.md).
 */
const signInResolver: Resolver<SignInValues> = (values) => {
  const errors: FieldErrors<SignInValues> = {};
  const emailMessage = emailProblem(values.email);
  if (emailMessage) errors.email = { type: 'validate', message: emailMessage };
  if (values.password === '') errors.password = { type: 'required', message: 'Enter your password.' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export function SignInForm({ recoverPasswordPath }: { recoverPasswordPath: string }) {
  const form = useForm<SignInValues>({ resolver: signInResolver, defaultValues: { email: '', password: '', rememberMe: false } });
  const flash = useFlashMessage();
  const signIn = useSignIn();

  const onSubmit = (values: SignInValues) => {
    flash.clear();
    signIn.mutate(values, {
      onError: (error) => {
        showServerErrors(form, error, ['email', 'password']);
        flash.show({ tone: 'error', text: error.message });
      },
    });
  };

  return (
    <AuthForm form={form} label="Sign in" onSubmit={onSubmit} flash={flash} busy={signIn.isPending} submitLabel="Sign in">
      <EmailField form={form} name="email" />
      <PasswordField form={form} name="password" label="Password" autoComplete="current-password" />

      <Group justify="space-between" gap="sm">
        <Checkbox label="Remember me" {...form.register('rememberMe')} />
        <Anchor component={Link} to={recoverPasswordPath} size="sm">
          Forgot password?
        </Anchor>
      </Group>
    </AuthForm>
  );
}
