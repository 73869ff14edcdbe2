// Sign in with e-mail and password (spec 000 §2.4). Leaving the page on success is the route guard's
// job; this form shows the server's message for 5 seconds when sign-in fails.

import { Anchor, Checkbox, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { useFlashMessage } from '../../../components/alert.js';
import { useSignIn } from '../api/sign-in.js';
import { emailProblem } from '../email.js';
import { AuthForm, checkedBy, EmailField, given, PasswordField, showServerErrors, useAuthForm } from './auth-form.js';

const signInSchema = z.object({
  email: checkedBy(emailProblem),
  password: given('Enter your password.'),
  rememberMe: z.boolean(),
});
type SignInValues = z.infer<typeof signInSchema>;

export function SignInForm({ recoverPasswordPath }: { recoverPasswordPath: string }) {
  const form = useAuthForm(signInSchema, { email: '', password: '', rememberMe: false });
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
