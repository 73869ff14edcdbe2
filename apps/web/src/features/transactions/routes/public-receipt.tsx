// A public receipt (no sign-in): /{orgId}/{userId}/transaction/{reference}/view and /receipt/{orgId}/{id}.

import Decimal from 'decimal.js';
import { Alert, Badge, Button, Center, Container, Divider, Group, Image, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { apiUrl } from '../api/http.js';
import { usePublicReceipt } from '../api/queries.js';

const amountOf = (value: unknown): string | undefined => {
  if (!value) return undefined;
  if (typeof value === 'string') return value;
  return (value as { amount?: string }).amount;
};

/** The receipt's status as its badge's colour: what is still owed stands out. */
const STATUS_COLORS: Record<string, string> = { PAID: 'teal', 'PART PAID': 'yellow', UNPAID: 'orange', VOID: 'red' };

export function PublicReceiptRoute() {
  const { orgId = '', userId, reference = '' } = useParams();
  const apiPath = userId ? `/${orgId}/${userId}/transaction/${encodeURIComponent(reference)}` : `/receipt/${orgId}/${encodeURIComponent(reference)}`;
  const receipt = usePublicReceipt(apiPath);
  const pdf = apiUrl(`/${orgId}/${userId ?? 'public'}/transaction/${encodeURIComponent(reference)}/pdf`);

  if (receipt.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (receipt.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Receipt not found">
          {receipt.error.message}
        </Alert>
      </Container>
    );

  const data = receipt.data;
  const currency = data.currency ?? 'NGN';
  const money = (amount: string | undefined) => (amount ? formatMoney(amount, currency) : '');
  const rows: [string, string | undefined][] = [
    ['Subtotal', data.subtotal],
    ['Discount', amountOf(data.discount) && `-${amountOf(data.discount)}`],
    ['Delivery', amountOf(data.delivery)],
    ['Tax', amountOf(data.tax)],
  ];
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack>
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              {data.logo && <Image src={data.logo} alt={`${data.business.name} logo`} w={72} h={72} fit="contain" mb="xs" />}
              <Title order={3}>{data.business?.name}</Title>
              {data.business?.address && <Text size="sm">{data.business.address}</Text>}
              {data.business?.phone && <Text size="sm">{data.business.phone}</Text>}
            </Stack>
            <Stack gap={2} align="flex-end">
              <Text fw={700}>{String(data.title ?? 'Receipt')}</Text>
              <Text ff="monospace">{data.reference}</Text>
              <Text size="sm">{formatDate(data.date)}</Text>
              {data.statusLabel ? <Badge color={STATUS_COLORS[String(data.statusLabel)] ?? 'teal'}>{String(data.statusLabel)}</Badge> : null}
            </Stack>
          </Group>
          <Table aria-label="Items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right" visibleFrom="xs">
                  Qty
                </Table.Th>
                <Table.Th ta="right" visibleFrom="xs">
                  Price
                </Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data.items ?? []).map((item, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    {item.name}
                    {/* On a phone the quantity and price go under the name, so the totals keep their column. */}
                    <Text size="xs" c="dimmed" hiddenFrom="xs">
                      {item.quantity} × {money(item.price)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="xs">
                    {item.quantity}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                    {money(item.price)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(item.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={4} ml="auto" w={260}>
            {rows
              .filter(([, amount]) => amount)
              .map(([name, amount]) => (
                <Group key={name} justify="space-between">
                  <Text size="sm" c="dimmed">
                    {name}
                  </Text>
                  <Text size="sm">{money(amount)}</Text>
                </Group>
              ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700}>{money(data.total)}</Text>
            </Group>
            {data.paid && (
              <Group justify="space-between">
                <Text size="sm">Paid</Text>
                <Text size="sm">{money(data.paid)}</Text>
              </Group>
            )}
            {data.balance && !new Decimal(data.balance).isZero() && (
              <Group justify="space-between">
                <Text size="sm">Balance</Text>
                <Text size="sm">{money(data.balance)}</Text>
              </Group>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button component="a" href={pdf} variant="light" leftSection={<IconFileTypePdf size={16} />}>
              Download PDF
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
