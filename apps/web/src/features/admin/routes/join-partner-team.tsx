// A partner's team invitation (spec 002 §2, §6): the invited admin chooses a name and a password,
// then signs in at /admin/login.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { useJoinPartnerTeam } from '../api/partners.js';
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
  const join = useJoinPartnerTeam(id, hash);
  const { register, handleSubmit, formState } = useForm<JoinValues>({ resolver: zodResolver(schema), defaultValues: { name: '', password: '' } });

  if (!hash) {
    return (
      <Alert color="red" role="alert" title="This invitation link is incomplete">
        Open the link from the invitation e-mail again.
      </Alert>
    );
  }

  if (join.isSuccess) {
    return (
      <Stack>
        <div className="auth__header">
          <h1>You have joined the team</h1>
        </div>
        <Text>{join.data.message ?? 'You have completed your registration, you may now login'}</Text>
        <Anchor component={Link} to={adminPaths.login}>
          Go to admin sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <>
      <div className="auth__header">
        <h1>Join the partner team</h1>
        <p className="muted">Choose your name and a password for the admin area.</p>
      </div>
      <form noValidate onSubmit={handleSubmit((values) => join.mutateAsync(values).catch(() => undefined))}>
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
