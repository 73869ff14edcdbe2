// Change password: the current one, the new one twice. The server checks the current password.

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.js';
import { useChangePassword } from '../api.js';
import { SettingsPage } from '../../../components/settings-page.js';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    password: z.string().min(8, 'Use at least 8 characters'),
    confirmPassword: z.string().min(1, 'Confirm the new password'),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });

type Values = z.infer<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<Values>({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const serverError = change.error instanceof ApiError ? change.error : null;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
    } catch {
      // Shown beside the fields below.
    }
  });

  return (
    <Card maw={480}>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message ?? serverError?.fieldMessage('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.register('password')}
            error={errors.password?.message ?? serverError?.fieldMessage('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          {serverError && serverError.errors.length === 0 && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
              {serverError.message}
            </div>
          )}
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export default function ChangePasswordRoute() {
  return (
    <SettingsPage title="Change password" description="Use a password you do not use anywhere else.">
      <ChangePasswordForm />
    </SettingsPage>
  );
}
