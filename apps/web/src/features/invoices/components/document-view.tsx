import { Alert, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import type { DocumentView } from '../api/invoices-api.js';

const STATUS_COLOURS: Record<string, string> = { draft: 'gray', approved: 'blue', paid: 'green', void: 'red', pending: 'yellow' };

export function StatusBadge({ status }: { status: string }) {
  return <Badge color={STATUS_COLOURS[status] ?? 'gray'}>{status}</Badge>;
}

/** Loading, error and empty states every screen shares. */
export function QueryState({ isLoading, error, empty, children }: { isLoading: boolean; error: unknown; empty?: boolean; children: ReactNode }) {
  if (isLoading) return <Loader aria-label="Loading" />;
  if (error) return <Alert color="red">{(error as Error).message || 'Something went wrong'}</Alert>;
  if (empty) return <Text c="dimmed">Nothing here yet.</Text>;
  return <>{children}</>;
}

/** An invoice or quotation as the customer sees it: the business, the customer, lines and totals. */
export function DocumentCard({ view, actions }: { view: DocumentView; actions?: ReactNode }) {
  const money = (amount: string) => formatMoney(amount, view.currency);
  const label = (name: string, adjustment?: { type: string; value: string }) => (adjustment?.type === 'percent' ? `${name} (${adjustment.value}%)` : name);
  return (
    <Card withBorder padding="lg" style={{ borderTop: `6px solid ${view.business.colour}` }}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3}>{view.business.name}</Title>
          {[view.business.address, view.business.phone, view.business.email].filter(Boolean).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Title order={2} c={view.business.colour}>
            {view.kind === 'invoice' ? 'INVOICE' : 'QUOTATION'}
          </Title>
          <Text fw={600}>{view.reference}</Text>
          <StatusBadge status={view.status} />
        </Stack>
      </Group>
      <Group justify="space-between" mt="md">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {view.kind === 'invoice' ? 'BILL TO' : 'QUOTATION FOR'}
          </Text>
          <Text fw={600}>{view.customer.name}</Text>
          {view.customer.email && <Text size="sm">{view.customer.email}</Text>}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm">Date: {formatIsoDate(view.date)}</Text>
          {view.dueDate && <Text size="sm">Due: {formatIsoDate(view.dueDate)}</Text>}
          {view.expiryDate && <Text size="sm">Valid until: {formatIsoDate(view.expiryDate)}</Text>}
        </Stack>
      </Group>
      <Table mt="md" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.items.map((item, index) => (
            <Table.Tr key={`${item.productId}-${index}`}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{money(item.price)}</Table.Td>
              <Table.Td ta="right">{money(item.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4} mt="md" align="flex-end">
        <Text size="sm">Subtotal: {money(view.subtotal)}</Text>
        {view.discount && (
          <Text size="sm">
            {label('Discount', view.discount)}: -{money(view.discount.amount)}
          </Text>
        )}
        {view.delivery && <Text size="sm">Delivery: {money(view.delivery.amount)}</Text>}
        {view.tax && (
          <Text size="sm">
            {label('Tax', view.tax)}: {money(view.tax.amount)}
          </Text>
        )}
        <Text fw={700}>Total: {money(view.total)}</Text>
        {view.paid !== undefined && <Text size="sm">Paid: {money(view.paid)}</Text>}
        {view.balance !== undefined && (
          <Text fw={700} data-testid="balance">
            Balance due: {money(view.balance)}
          </Text>
        )}
      </Stack>
      {view.business.showBankDetails && view.business.bankAccounts.length > 0 && (
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed">
            PAY TO
          </Text>
          {view.business.bankAccounts.map((bank) => (
            <Text key={bank.accountNumber} size="sm">
              {bank.bankName} · {bank.accountNumber} · {bank.accountName}
            </Text>
          ))}
        </Stack>
      )}
      {view.notes && (
        <Text size="sm" mt="md">
          {view.notes}
        </Text>
      )}
      {view.business.footnote && (
        <Text size="xs" c="dimmed" ta="center" mt="lg">
          {view.business.footnote}
        </Text>
      )}
      {actions && (
        <Group mt="lg" justify="flex-end">
          {actions}
        </Group>
      )}
    </Card>
  );
}
