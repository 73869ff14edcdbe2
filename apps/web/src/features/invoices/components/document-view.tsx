import { Badge, Box, Card, Group, Image, Pagination, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { formatIsoDate, todayIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import type { DocumentView } from '../api/invoices-api.js';

const STATUS_COLOURS: Record<string, string> = { draft: 'gray', approved: 'blue', paid: 'green', void: 'red', pending: 'yellow' };

/**
 * A document's status as its badge. An approved invoice is waiting for its money: with `paid` given
 * it reads unpaid or part paid, as the invoice summary's Unpaid tab calls it, or overdue once its due
 * date (the business's day in Lagos) has passed, as its Overdue tab counts it.
 */
export function StatusBadge({ status, paid, dueDate }: { status: string; paid?: string; dueDate?: string | null }) {
  if (status === 'approved' && paid !== undefined) {
    if (dueDate && dueDate < todayIsoDate()) return <Badge color="red">overdue</Badge>;
    const partPaid = new Decimal(paid || '0').gt(0);
    return <Badge color={partPaid ? 'yellow' : 'orange'}>{partPaid ? 'part paid' : 'unpaid'}</Badge>;
  }
  return <Badge color={STATUS_COLOURS[status] ?? 'gray'}>{status}</Badge>;
}

/** The pages of an invoice list (POST /invoice/summary's `pagination`), shown only when there is more than one. */
export function SummaryPagination({
  pagination,
  page,
  onPage,
}: {
  pagination: { total: number; limit: number };
  page: number;
  onPage: (page: number) => void;
}) {
  if (pagination.total <= pagination.limit) return null;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {pagination.total} in all
      </Text>
      <Pagination total={Math.ceil(pagination.total / pagination.limit)} value={page} onChange={onPage} />
    </Group>
  );
}

/** One line of the totals: its name on the left, the amount on the right. */
function TotalLine({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      data-testid={testId}
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 4 } : undefined}
    >
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * An invoice or quotation as the customer sees it: the business (with its logo, by the public address
 * the public answers carry, when given), the customer, lines and totals.
 */
export function DocumentCard({ view, actions, logo }: { view: DocumentView; actions?: ReactNode; logo?: string | null }) {
  const money = (amount: string) => formatMoney(amount, view.currency);
  const label = (name: string, adjustment?: { type: string; value: string }) => (adjustment?.type === 'percent' ? `${name} (${adjustment.value}%)` : name);
  return (
    <Card withBorder padding="lg" style={{ borderTop: `6px solid ${view.business.colour}` }}>
      {/* Side by side from a small tablet up; on a phone one column, all left-aligned. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stack gap={2}>
          {logo && <Image src={logo} alt={`${view.business.name} logo`} w={72} h={72} fit="contain" mb="xs" />}
          <Title order={3}>{view.business.name}</Title>
          {[view.business.address, view.business.phone, view.business.email].filter(Boolean).map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        <Box ta={{ base: 'left', xs: 'right' }}>
          <Title order={2} c={view.business.colour}>
            {view.kind === 'invoice' ? 'INVOICE' : 'QUOTATION'}
          </Title>
          <Text fw={600}>{view.reference}</Text>
          <StatusBadge status={view.status} paid={view.kind === 'invoice' ? (view.paid ?? '0') : undefined} dueDate={view.dueDate} />
        </Box>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {view.kind === 'invoice' ? 'BILL TO' : 'QUOTATION FOR'}
          </Text>
          <Text fw={600}>{view.customer.name}</Text>
          {view.customer.email && <Text size="sm">{view.customer.email}</Text>}
        </Stack>
        <Box ta={{ base: 'left', xs: 'right' }}>
          <Text size="sm">Date: {formatIsoDate(view.date)}</Text>
          {view.dueDate && <Text size="sm">Due: {formatIsoDate(view.dueDate)}</Text>}
          {view.expiryDate && <Text size="sm">Valid until: {formatIsoDate(view.expiryDate)}</Text>}
        </Box>
      </SimpleGrid>
      <Table visibleFrom="xs" striped mt="md" aria-label="Items">
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
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(item.price)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(item.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* On a phone each line reads "name, quantity × price, amount" instead of a table scrolled sideways. */}
      <Stack hiddenFrom="xs" gap={0} mt="md">
        {view.items.map((item, index) => (
          <Group
            key={`${item.productId}-${index}`}
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            py="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {item.quantity} × {money(item.price)}
              </Text>
            </div>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {money(item.total)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Stack gap={4} mt="md" ml="auto" w="100%" maw={320}>
        <TotalLine label="Subtotal" value={money(view.subtotal)} />
        {view.discount && <TotalLine label={label('Discount', view.discount)} value={`-${money(view.discount.amount)}`} />}
        {view.delivery && <TotalLine label="Delivery" value={money(view.delivery.amount)} />}
        {view.tax && <TotalLine label={label('Tax', view.tax)} value={money(view.tax.amount)} />}
        <TotalLine label="Total" value={money(view.total)} strong />
        {view.paid !== undefined && <TotalLine label="Paid" value={money(view.paid)} />}
        {view.balance !== undefined && <TotalLine label="Balance due" value={money(view.balance)} strong testId="balance" />}
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
