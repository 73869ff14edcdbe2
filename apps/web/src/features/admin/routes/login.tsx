// The admin sign-in (spec 002 §2): e-mail and password; 'Invalid Login details' when they do not
// match (§5); then the admin dashboard.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useAdminLogin } from '../api/auth.js';
import { adminPaths } from '../paths.js';
import { useAdminSession } from '../session.js';

const schema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail').email('Enter a valid e-mail'),
  password: z.string().min(1, 'Enter your password'),
});
type LoginValues = z.infer<typeof schema>;

export function AdminLoginRoute() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  if (session && !login.isSuccess) return <Navigate to={adminPaths.dashboard} replace />;

  const onSubmit = handleSubmit(async (values) => {
    await login.mutateAsync(values).then(
      () => navigate(adminPaths.dashboard, { replace: true }),
      () => undefined,
    );
  });

  return (
    <>
      <div className="auth__header">
        <h1>Admin sign in</h1>
        <p className="muted">For the provider&apos;s staff and partners.</p>
      </div>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {login.error && (
            <Alert color="red" role="alert">
              {login.error.message}
            </Alert>
          )}
          <TextInput label="E-mail" type="email" autoComplete="username" {...register('email')} error={formState.errors.email?.message} />
          <PasswordInput label="Password" autoComplete="current-password" {...register('password')} error={formState.errors.password?.message} />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
    </>
  );
}
