// The sign-up form of a provider admin's invitation (spec 002 §4, §9): the invited person's name and
// a password (sign-up's rules), the business's name as the invitation gives it (they may change it;
// left empty the server keeps the invitation's), and the e-mail the link proved, not to be changed.
// A refusal shows the server's message and leaves the form to send again.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BusinessInvite, useAcceptBusinessInvite } from '../api/business-invite.js';
import { PASSWORD_HINT, passwordProblem } from '../password-rules.js';
import { checkedBy } from './auth-schema.js';

/** The limits of the API's AcceptBusinessInviteDto; last name and business name may be empty there. */
const inviteSignUpSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100, 'Use at most 100 characters.'),
  lastName: z.string().trim().max(100, 'Use at most 100 characters.'),
  password: checkedBy(passwordProblem),
  businessName: z.string().trim().max(200, 'Use at most 200 characters.'),
});
type InviteSignUpValues = z.infer<typeof inviteSignUpSchema>;

/** `accept` is the page's: it goes on once the sign-up's session is in. */
export function BusinessInviteForm({ invite, accept }: { invite: BusinessInvite; accept: ReturnType<typeof useAcceptBusinessInvite> }) {
  const form = useForm<InviteSignUpValues>({
    resolver: zodResolver(inviteSignUpSchema),
    defaultValues: { firstName: invite.firstName, lastName: invite.lastName, password: '', businessName: invite.businessName },
  });
  const { errors } = form.formState;
  const busy = accept.isPending;
  const serverError = accept.error;

  const submit = form.handleSubmit(async (values) => {
    if (accept.isPending) return;
    try {
      await accept.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        password: values.password,
        ...(values.businessName ? { businessName: values.businessName } : {}),
      });
    } catch {
      // Shown above the fields; the form stays as it was, to send again.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Accept the invitation">
      <Stack>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError.message}
          </Alert>
        )}
        <TextInput label="Email" type="email" value={invite.email} readOnly variant="filled" description="The address the invitation was sent to." />
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            {...form.register('firstName')}
            error={errors.firstName?.message ?? serverError?.fieldMessage('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            {...form.register('lastName')}
            error={errors.lastName?.message ?? serverError?.fieldMessage('lastName')}
          />
        </Group>
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          description={PASSWORD_HINT}
          {...form.register('password')}
          error={errors.password?.message ?? serverError?.fieldMessage('password')}
        />
        <TextInput
          label="Business name"
          autoComplete="organization"
          description="As the invitation names it; change it if you like."
          {...form.register('businessName')}
          error={errors.businessName?.message ?? serverError?.fieldMessage('businessName')}
        />
        <Button type="submit" disabled={busy} loading={busy} fullWidth>
          Sign up
        </Button>
      </Stack>
    </form>
  );
}
