// JoinTeam (/settings/teams/join?email&hash): the invitation link. It checks the link first (a link
// that does not work, incomplete ones too, shows the not-found page with the server's message, 000 §8,
// 002 §8), then joins with a password — or, for an e-mail without an account yet, with a name and a
// new password — and signs in to the business.

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import type { BodyOf, DataOf } from '../../lib/api-answers.js';
import { ApiError, apiClient } from '../../lib/api-client.js';
import { paths, type NotFoundState } from '../../lib/paths.js';
import { currentUserQueryKey } from '../../lib/query-client.js';
import { rememberSignedIn } from '../../lib/signed-in.js';

/** What the invite link says: who is invited where, and whether they have an account. */
type InviteCheck = DataOf<'/api/v1/accounts/team/invite', 'get'>;

const joinSchema = (hasAccount: boolean) =>
  z.object({
    firstName: hasAccount ? z.string() : z.string().trim().min(1, 'Enter your first name'),
    lastName: hasAccount ? z.string() : z.string().trim().min(1, 'Enter your last name'),
    password: hasAccount ? z.string().min(1, 'Enter your password') : z.string().min(8, 'Use at least 8 characters'),
  });
type JoinValues = z.infer<ReturnType<typeof joinSchema>>;

function JoinForm({ invite, query }: { invite: InviteCheck; query: string }) {
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: (body: BodyOf<'/api/v1/accounts/team/invite', 'post'>) =>
      apiClient.post<DataOf<'/api/v1/accounts/team/invite', 'post'>>(`/accounts/team/invite?${query}`, body),
    // Signed in to the business now: the guard reads the new session and opens the app (it asks only
    // once the browser is known to be signed in, lib/signed-in.ts).
    onSuccess: () => {
      rememberSignedIn(true);
      return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    meta: { notify: { success: true } },
  });
  const form = useForm<JoinValues>({ resolver: zodResolver(joinSchema(invite.hasAccount)), defaultValues: { firstName: '', lastName: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const serverError = join.error instanceof ApiError ? join.error : null;
  const submit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(invite.hasAccount ? { password: values.password } : values);
    } catch {
      // Shown below.
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Join team">
      <Stack>
        {!invite.hasAccount && (
          <Group grow>
            <TextInput label="First name" {...form.register('firstName')} error={errors.firstName?.message} />
            <TextInput label="Last name" {...form.register('lastName')} error={errors.lastName?.message} />
          </Group>
        )}
        <PasswordInput
          label={invite.hasAccount ? 'Your password' : 'Choose a password'}
          autoComplete={invite.hasAccount ? 'current-password' : 'new-password'}
          {...form.register('password')}
          error={errors.password?.message}
        />
        {serverError && (
          <Text c="red" size="sm" role="alert">
            {serverError.message}
          </Text>
        )}
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting} fullWidth>
          Join {invite.businessName}
        </Button>
      </Stack>
    </form>
  );
}

export function JoinTeamRoute() {
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const hash = search.get('hash') ?? '';
  const query = new URLSearchParams({ email, hash }).toString();
  const check = useQuery({
    queryKey: ['team', 'invite-link', email, hash],
    queryFn: async ({ signal }) => (await apiClient.get<InviteCheck>(`/accounts/team/invite?${query}`, { signal })).data,
    retry: false,
  });

  // An incomplete link is asked too: the server's refusal says what is wrong with it.
  if (check.error instanceof ApiError && check.error.status === 404) {
    return <Navigate to={paths.notFound} replace state={{ message: check.error.message } satisfies NotFoundState} />;
  }
  return (
    <Stack>
      <div className="auth__header">
        <Title order={1} size="h2">
          Join team
        </Title>
        {check.data && (
          <Text c="dimmed">
            You are invited to {check.data.businessName} as {check.data.roleName ?? check.data.role}, with {check.data.email}.
          </Text>
        )}
      </div>
      {check.isPending ? (
        <Skeleton h={140} />
      ) : check.isError ? (
        <Text c="red" role="alert">
          Could not check the invitation. {check.error.message}
        </Text>
      ) : (
        <JoinForm invite={check.data} query={query} />
      )}
      <Text size="sm" c="dimmed">
        Already a member? <a href={paths.signIn}>Sign in</a>
      </Text>
    </Stack>
  );
}
