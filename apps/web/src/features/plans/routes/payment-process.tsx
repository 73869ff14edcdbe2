// /payment/process: where the card provider sends the browser back (?reference=…&trxref=…) after a
// plan payment, the order of a sign-up's plan, extra users or a new card. The payment is confirmed
// with the server once (POST /payment/verify), then the owner sees what was paid, or why it was not.

import { Alert, Button, Card, Center, Group, Loader, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/date.js';
import { paths } from '../../../lib/paths.js';
import { cardLabel } from '../pricing.js';
import { usePaymentVerification, type Verification } from '../api.js';

const PURPOSE_TITLES: Record<Verification['purpose'], string> = {
  plan: 'Your plan is paid',
  'complete-order': 'Your order is complete',
  'additional-users': 'Your extra users are paid',
  'change-card': 'Your new card is saved',
  renewal: 'Your plan is renewed',
};

function periodLabel(period: Verification['plan']['period']): string {
  return period === 'yearly' ? 'Yearly' : period === 'monthly' ? 'Monthly' : '—';
}

function Paid({ verification }: { verification: Verification }) {
  const { plan, card } = verification;
  const rows: [string, ReactNode][] = [
    ['Plan', plan.businessPlan],
    ['Billed', periodLabel(plan.period)],
    ['Paid until', plan.expiresAt ? formatDate(plan.expiresAt) : '—'],
    ['Users', String(plan.users)],
    ['Card', card ? cardLabel(card) : '—'],
  ];
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" size={44} radius="xl">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h3">
            {PURPOSE_TITLES[verification.purpose]}
          </Title>
          <Text c="dimmed" size="sm">
            Payment {verification.reference}
          </Text>
        </div>
      </Group>
      <Table aria-label="What was paid" variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button component={Link} to={paths.dashboard}>
          Go to dashboard
        </Button>
        <Button component={Link} to={paths.billings} variant="default">
          View billing
        </Button>
      </Group>
    </Stack>
  );
}

/** Declined, abandoned or not found: what happened, and the way back to the plans. */
function NotPaid({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color="red" title={title} role="alert">
        {message}
      </Alert>
      <Group>
        {action ?? (
          <Button component={Link} to={paths.plan}>
            Try again
          </Button>
        )}
        <Button component={Link} to={paths.billings} variant="default">
          View billing
        </Button>
      </Group>
    </Stack>
  );
}

function Outcome({ reference }: { reference: string }) {
  const verification = usePaymentVerification(reference);
  if (!reference) return <NotPaid title="We could not find this payment" message="The address has no payment reference." />;
  if (verification.isPending)
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Confirming your payment…</Text>
        </Group>
      </Center>
    );
  if (verification.isError) {
    const { error } = verification;
    if (error.status === 404) return <NotPaid title="We could not find this payment" message={`No payment has the reference ${reference}.`} />;
    // 409: paid, but not the amount asked (nothing was recorded); 502 or the network: ask again later.
    const canRetry = error.status === 0 || error.status >= 500;
    return (
      <NotPaid
        title="We could not confirm this payment"
        message={error.message}
        action={
          canRetry ? (
            <Button onClick={() => void verification.refetch()} loading={verification.isFetching}>
              Check again
            </Button>
          ) : undefined
        }
      />
    );
  }
  const { data, message } = verification.data;
  if (data.status === 'success') return <Paid verification={data} />;
  if (data.status === 'pending')
    return (
      <NotPaid
        title="Your payment is still being processed"
        message="The card provider has not confirmed it yet. Check again in a minute; you will not be charged twice."
        action={
          <Button onClick={() => void verification.refetch()} loading={verification.isFetching}>
            Check again
          </Button>
        }
      />
    );
  const abandoned = data.status === 'abandoned';
  const fallback = abandoned ? 'The checkout was closed before paying. Nothing was charged.' : 'Your card was not charged. Try again or use another card.';
  return <NotPaid title={abandoned ? 'The payment was not completed' : 'The payment was declined'} message={message || fallback} />;
}

export default function PaymentProcessRoute() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref') ?? '';
  return (
    <Center>
      <Card w="100%" maw={560} p="xl" withBorder>
        <Outcome reference={reference} />
      </Card>
    </Center>
  );
}
