// Integrations: the business's card-payment-provider subaccount (002 §2). Once connected, card
// payments of its invoices settle into its own bank account. Banks and account names come through
// our server; the browser never holds a provider secret.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { QueryState } from '../../../components/query-state.js';
import { displayDate } from '../../../lib/format.js';
import { paths } from '../../../lib/paths.js';
import { SettingsPage } from '../../../components/settings-page.js';
import { isForbidden, ToSettings } from '../components/forbidden-redirect.js';
import {
  isPlanRefusal,
  useCreateSubaccount,
  useDisconnectPaystack,
  useIntegrations,
  useProviderBanks,
  useResolvedAccount,
  type PaystackConnection,
} from '../integrations-api.js';

export const PLAN_LOCK_MESSAGE = 'Payment provider integration is on the Professional and Enterprise plans. Upgrade to unlock!';

const connectSchema = z.object({
  bankCode: z.string().min(1, 'Choose the bank'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Enter the 10-digit account number (NUBAN)'),
});
type ConnectValues = z.infer<typeof connectSchema>;

/** `******6789` → `••••6789`. */
const lastFour = (masked: string | null) => (masked ? `••••${masked.slice(-4)}` : '—');

function Connected({ connection }: { connection: PaystackConnection }) {
  const disconnect = useDisconnectPaystack();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Disconnect Paystack?',
      children: 'Card payments of your invoices will settle into the platform’s account instead of yours until you connect again.',
      labels: { confirm: 'Disconnect', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => disconnect.mutate(),
    });
  return (
    <Card maw={720}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Paystack
          </Title>
          <Badge color="green">Connected</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Card payments of your invoices settle into this account.
        </Text>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          <dt>Bank</dt>
          <dd style={{ margin: 0 }}>{connection.bankName ?? '—'}</dd>
          <dt>Account</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>{lastFour(connection.accountNumber)}</dd>
          <dt>Account name</dt>
          <dd style={{ margin: 0 }}>{connection.accountName ?? '—'}</dd>
          <dt>Subaccount</dt>
          <dd style={{ margin: 0, whiteSpace: 'nowrap' }}>{connection.subaccountCode}</dd>
          <dt>Connected</dt>
          <dd style={{ margin: 0 }}>{displayDate(connection.connectedAt)}</dd>
        </dl>
        <Group>
          <Button color="red" variant="light" onClick={confirm} loading={disconnect.isPending}>
            Disconnect
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ConnectForm() {
  const banks = useProviderBanks(true);
  const create = useCreateSubaccount();
  const form = useForm<ConnectValues>({ resolver: zodResolver(connectSchema), defaultValues: { bankCode: '', accountNumber: '' } });
  const { errors, isSubmitting } = form.formState;
  const [bankCode, accountNumber] = form.watch(['bankCode', 'accountNumber']);
  const account = useResolvedAccount(bankCode, accountNumber.trim());

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
    } catch {
      // The alert shows the server's message.
    }
  });

  return (
    <Card maw={720}>
      <form onSubmit={submit} noValidate aria-label="Connect Paystack">
        <Stack>
          <div>
            <Title order={2} size="h4">
              Paystack
            </Title>
            <Text size="sm" c="dimmed">
              Not connected. Connect your bank account so card payments of your invoices settle into it.
            </Text>
          </div>
          <QueryState
            label="Loading banks…"
            isLoading={banks.isPending}
            error={banks.error}
            isEmpty={banks.data?.length === 0}
            empty="The payment provider lists no banks."
            onRetry={() => void banks.refetch()}
          >
            <Controller
              control={form.control}
              name="bankCode"
              render={({ field }) => (
                <Select
                  label="Bank"
                  placeholder="Search banks"
                  searchable
                  nothingFoundMessage="No bank of that name"
                  data={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.bankCode?.message}
                />
              )}
            />
            <TextInput label="Account number" inputMode="numeric" maxLength={10} {...form.register('accountNumber')} error={errors.accountNumber?.message} />
            {account.isFetching && (
              <Text size="sm" c="dimmed">
                Checking the account…
              </Text>
            )}
            {account.isError && (
              <Text size="sm" c="red" role="alert">
                {account.error.message}
              </Text>
            )}
            {account.data && !account.isFetching && (
              <Text size="sm" aria-label="Account name">
                Account name: <strong>{account.data.accountName}</strong>
              </Text>
            )}
            <Group>
              <Button type="submit" loading={isSubmitting} disabled={isSubmitting || !account.data || account.isFetching}>
                Connect
              </Button>
            </Group>
          </QueryState>
        </Stack>
      </form>
    </Card>
  );
}

export default function IntegrationsRoute() {
  const integrations = useIntegrations();
  const error = integrations.error;
  return (
    <SettingsPage title="Integrations" description="Receive card payments of your invoices straight into your own bank account.">
      {error && isPlanRefusal(error) ? (
        <Alert color="yellow" title="Upgrade Plan">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{PLAN_LOCK_MESSAGE}</Text>
            <Button component={Link} to={paths.plan} size="xs">
              See plans
            </Button>
          </Stack>
        </Alert>
      ) : error && isForbidden(error) ? (
        <ToSettings />
      ) : (
        <QueryState
          label="Loading integrations…"
          isLoading={integrations.isPending}
          error={error}
          isEmpty={false}
          empty={null}
          onRetry={() => void integrations.refetch()}
        >
          {integrations.data?.paystack.connected ? <Connected connection={integrations.data.paystack} /> : <ConnectForm />}
        </QueryState>
      )}
    </SettingsPage>
  );
}
