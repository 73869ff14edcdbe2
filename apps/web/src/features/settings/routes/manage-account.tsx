// Manage account (002 §2 settings/manage-account, §4 "closing an account may sign the user out if the
// response says so"): the danger zone. Each action asks for the owner's password in a modal; nothing
// is deleted: every change is a new fact in the history, which the audit trail keeps.

import { Alert, Button, Card, Flex, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ApiError, apiClient } from '../../../lib/api-client.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths } from '../../../lib/paths.js';
import { SettingsPage } from '../../../components/settings-page.js';
import { useCloseAccount, useFactoryReset, useTransactionReset, type ClosedAccount, type OwnerConfirmation } from '../manage-account-api.js';

/** Milliseconds between closing a business and the reload into the owner's other one (as switching business does). */
export const CLOSE_RELOAD_DELAY_MS = 1500;

type Action = 'transactions' | 'factory' | 'close';

const ACTIONS: Record<Action, { title: string; explanation: string; button: string }> = {
  transactions: {
    title: 'Reset transactions',
    explanation:
      'Every posted transaction is voided, so your balances and profit and loss start again from zero; the transactions stay in the audit trail and the transactions archive.',
    button: 'Reset transactions',
  },
  factory: {
    title: 'Factory reset',
    explanation:
      'Transactions are reset and every product, service and contact is archived, so the business starts afresh; your settings and team stay, and nothing is deleted from the audit trail.',
    button: 'Factory reset',
  },
  close: {
    title: 'Close business',
    explanation: 'The business is closed to you and every member of your team; its records are kept, not deleted, and support can reopen it.',
    button: 'Close business',
  },
};

interface ConfirmValues {
  password: string;
  confirm: string;
}

/** The password modal: one form, the action's button disabled while the call is pending. */
function ConfirmModal({
  action,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  action: Action | null;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (body: OwnerConfirmation) => void;
}) {
  const [googleOnly, setGoogleOnly] = useState(false);
  const form = useForm<ConfirmValues>({ defaultValues: { password: '', confirm: '' } });
  const serverError = error instanceof ApiError ? error : null;
  const details = action ? ACTIONS[action] : null;
  const submit = form.handleSubmit((values) => onConfirm(googleOnly ? { confirm: values.confirm } : { password: values.password }));
  const fieldError = (field: keyof ConfirmValues) => form.formState.errors[field]?.message ?? serverError?.fieldMessage(field);
  return (
    <Modal opened={action !== null} onClose={() => !pending && onClose()} title={details?.title} centered>
      <form onSubmit={submit} noValidate aria-label={details ? `Confirm ${details.title.toLowerCase()}` : undefined}>
        <Stack>
          <Text size="sm">{details?.explanation}</Text>
          {googleOnly ? (
            <TextInput
              label="Business name"
              description="You sign in with Google only: type the business’s name to confirm."
              {...form.register('confirm', { validate: (value) => value.trim() !== '' || 'Type the business name to confirm' })}
              error={fieldError('confirm')}
            />
          ) : (
            <PasswordInput
              label="Your password"
              autoComplete="current-password"
              {...form.register('password', { validate: (value) => value !== '' || 'Enter your password to confirm' })}
              error={fieldError('password')}
            />
          )}
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setGoogleOnly((value) => !value)}>
            {googleOnly ? 'I have a password' : 'I sign in with Google only'}
          </Button>
          {serverError && serverError.errors.length === 0 && (
            <Alert color="red" role="alert">
              {serverError.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending} disabled={pending}>
              {details?.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ManageAccount() {
  const user = useCurrentUserInShell();
  const navigate = useNavigate();
  const [action, setAction] = useState<Action | null>(null);
  const transactionReset = useTransactionReset();
  const factoryReset = useFactoryReset();
  const closeAccount = useCloseAccount();
  const mutation = action === 'transactions' ? transactionReset : action === 'factory' ? factoryReset : closeAccount;

  const afterClose = (closed: ClosedAccount) => {
    apiClient.reset();
    if (closed.signOut) navigate(paths.signIn, { replace: true });
    else window.setTimeout(() => window.location.reload(), CLOSE_RELOAD_DELAY_MS);
  };

  const confirm = (body: OwnerConfirmation) => {
    if (action === 'close') closeAccount.mutate(body, { onSuccess: (answer) => afterClose(answer.data) });
    else mutation.mutate(body, { onSuccess: () => setAction(null) });
  };

  if (user.role !== 'owner') {
    return (
      <SettingsPage title="Manage account">
        <Alert color="yellow">Only the business owner can reset or close the business.</Alert>
      </SettingsPage>
    );
  }

  return (
    <SettingsPage title="Manage account" description="Start the books again, or close the business. Each asks for your password.">
      <Stack maw={720}>
        {(Object.keys(ACTIONS) as Action[]).map((key) => (
          <Card key={key} withBorder>
            {/* Text beside a button of one width on every card (never squeezed); on a phone the button goes under it, full width. */}
            <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="md">
              <div style={{ flex: 1, minWidth: 0 }}>
                <Title order={2} size="h4">
                  {ACTIONS[key].title}
                </Title>
                <Text size="sm" c="dimmed">
                  {ACTIONS[key].explanation}
                </Text>
              </div>
              <Button
                color="red"
                w={{ base: '100%', sm: 180 }}
                style={{ flexShrink: 0 }}
                onClick={() => {
                  for (const each of [transactionReset, factoryReset, closeAccount]) each.reset();
                  setAction(key);
                }}
              >
                {ACTIONS[key].button}
              </Button>
            </Flex>
          </Card>
        ))}
      </Stack>
      <ConfirmModal
        key={action ?? 'none'}
        action={action}
        pending={mutation.isPending}
        error={mutation.error}
        onClose={() => setAction(null)}
        onConfirm={confirm}
      />
    </SettingsPage>
  );
}

export default function ManageAccountRoute() {
  return <ManageAccount />;
}
