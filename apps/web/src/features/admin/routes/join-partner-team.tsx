// A partner's team invitation (spec 002 §2, §6): the invited admin chooses a name and a password,
// then signs in at /admin/login.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../../lib/notify.js';
import { z } from 'zod';
import { useJoinPartnerTeam, usePartnerInvitation } from '../api/partners.js';
import { adminPaths } from '../paths.js';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  password: z.string().min(8, 'At least 8 characters'),
});
type JoinValues = z.infer<typeof schema>;

export function JoinPartnerTeamRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const navigate = useNavigate();
  const invitation = usePartnerInvitation(id, hash);
  const join = useJoinPartnerTeam(id, hash);
  const { register, handleSubmit, formState } = useForm<JoinValues>({ resolver: zodResolver(schema), defaultValues: { name: '', password: '' } });

  if (!hash) {
    return (
      <Alert color="red" role="alert" title="This invitation link is incomplete">
        Open the link from the invitation e-mail again.
      </Alert>
    );
  }

  if (invitation.isPending) return <Text c="dimmed">Checking the invitation…</Text>;
  if (invitation.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert" title="This invitation cannot be used">
          {invitation.error.message}
        </Alert>
        <Anchor component={Link} to={adminPaths.login}>
          Go to admin sign in
        </Anchor>
      </Stack>
    );
  }

  // Joining signs the new partner admin in: on to the dashboard, with the server's word for it.
  const onSubmit = handleSubmit((values) =>
    join.mutateAsync(values).then(
      (answer) => {
        notifySuccess(answer.message ?? 'You have completed your registration, you may now login');
        navigate(adminPaths.dashboard, { replace: true });
      },
      () => undefined,
    ),
  );

  return (
    <>
      <div className="auth__header">
        <h1>Join the partner team</h1>
        <p className="muted">
          {invitation.data.partnerName}&apos;s team, as {invitation.data.email}. Choose your name and a password.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          {join.error && (
            <Alert color="red" role="alert">
              {join.error.message}
            </Alert>
          )}
          <TextInput label="Name" autoComplete="name" {...register('name')} error={formState.errors.name?.message ?? join.error?.fieldMessage('name')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            {...register('password')}
            error={formState.errors.password?.message ?? join.error?.fieldMessage('password')}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Join
          </Button>
        </Stack>
      </form>
    </>
  );
}
