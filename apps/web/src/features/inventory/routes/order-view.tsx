import { Anchor, Button, Card, Modal, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { displayDate, formatAmount, formatNumber } from '../../../lib/format.js';
import { paths, withParams } from '../../../lib/paths.js';
import { isOrderEditable, useChangeOrder, useDuplicateOrder, useOrder } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { ReceiveForm } from '../components/receive-form.js';
import { Fact } from '../components/fact.js';
import { StatusBadge } from '../components/status-badge.js';
import { inventoryPaths } from '../paths.js';

/** A purchase order: its lines with what has arrived, the receipts, and receive / send / cancel. */
export function OrderViewPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const change = useChangeOrder();
  const duplicate = useDuplicateOrder();
  const navigate = useNavigate();
  const [receiving, setReceiving] = useState(false);
  const item = order.data;
  // Cancelling cannot be undone: asked once more, beside the button that sends it.
  const confirmCancel = (orderId: string, number: string) =>
    modals.openConfirmModal({
      title: `Cancel purchase order ${number}?`,
      children: <Text size="sm">Nothing more can be received on it. Goods already received stay in your stock and books.</Text>,
      labels: { confirm: 'Cancel order', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => change.mutate({ orderId, body: { status: 'cancelled' } }),
    });
  const copy = (orderId: string) =>
    duplicate.mutate(orderId, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: `Draft ${answer.data.number} made from this order` });
        navigate(inventoryPaths.order(answer.data.id));
      },
      onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
    });
  const open = item && ['draft', 'sent', 'partly_received'].includes(item.status);
  const ordered = item ? item.items.reduce((sum, line) => sum.plus(line.quantity), new Decimal(0)) : new Decimal(0);
  const received = item ? item.items.reduce((sum, line) => sum.plus(line.received), new Decimal(0)) : new Decimal(0);
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.orders, label: 'Purchase orders' }]}
        title={item ? `Purchase order ${item.number}` : 'Purchase order'}
        actions={
          item && (
            <>
              {/* The same goods again: a new draft under the next number. */}
              <Button variant="default" loading={duplicate.isPending} onClick={() => copy(item._id)}>
                Duplicate
              </Button>
              {isOrderEditable(item) && (
                <Button variant="default" component={Link} to={inventoryPaths.editOrder(item._id)}>
                  Edit
                </Button>
              )}
              {open && (
                <Button variant="default" color="red" loading={change.isPending && !receiving} onClick={() => confirmCancel(item._id, item.number)}>
                  Cancel order
                </Button>
              )}
              {item.status === 'draft' && (
                <Button
                  variant="default"
                  loading={change.isPending && !receiving}
                  onClick={() => change.mutate({ orderId: item._id, body: { status: 'sent' } })}
                >
                  Mark as sent
                </Button>
              )}
              {open && <Button onClick={() => setReceiving(true)}>Receive goods</Button>}
            </>
          )
        }
      />
      <QueryState
        label="Loading the order…"
        isLoading={order.isLoading}
        error={order.error}
        onRetry={() => void order.refetch()}
        isEmpty={!item}
        empty="Not found."
      >
        {item && (
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={{ base: 2, sm: 5 }} mb="lg">
              <Fact label="Status">
                <StatusBadge status={item.status} />
              </Fact>
              <Fact label="Supplier">{item.supplier?.name ?? '—'}</Fact>
              <Fact label="Order date">{displayDate(item.date)}</Fact>
              <Fact label="Expected">{displayDate(item.expectedDate)}</Fact>
              <Fact label="Total">{formatAmount(item.total, item.currency)}</Fact>
            </SimpleGrid>
            <Text size="sm" c="dimmed" mb={4}>
              Received {formatNumber(received.toString())} of {formatNumber(ordered.toString())}
            </Text>
            <Progress value={ordered.gt(0) ? received.div(ordered).times(100).toNumber() : 0} mb="lg" aria-label="Received so far" />
            {/* On a phone each line is a card of labelled figures (styles.css, .lines-table). */}
            <Table.ScrollContainer minWidth={0}>
              <Table aria-label="Order lines" striped verticalSpacing="sm" className="lines-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Ordered</Table.Th>
                    <Table.Th ta="right">Received</Table.Th>
                    <Table.Th ta="right">Outstanding</Table.Th>
                    <Table.Th ta="right">Unit price</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {item.items.map((line) => (
                    <Table.Tr key={line.product}>
                      <Table.Td className="line-wide">{line.name}</Table.Td>
                      <Table.Td ta="right" data-label="Ordered">
                        {formatNumber(line.quantity)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Received">
                        {formatNumber(line.received)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Outstanding">
                        {formatNumber(line.outstanding)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Unit price">
                        {formatAmount(line.price, item.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Total">
                        {formatAmount(line.total, item.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {item.receipts.length > 0 && (
              <Stack gap={4} mt="lg">
                <Text fw={600}>Receipts</Text>
                {item.receipts.map((receipt) => (
                  <Text key={receipt.purchaseId} size="sm" td={receipt.voided ? 'line-through' : undefined}>
                    {displayDate(receipt.date)} · purchase{' '}
                    <Anchor component={Link} to={withParams(paths.transaction, { reference: receipt.reference })} inherit>
                      {receipt.reference}
                    </Anchor>{' '}
                    · {receipt.lines.length} product{receipt.lines.length === 1 ? '' : 's'}
                    {receipt.voided ? ' (voided)' : ''}
                  </Text>
                ))}
              </Stack>
            )}
            {item.note && (
              <Text mt="md" c="dimmed">
                {item.note}
              </Text>
            )}
            {change.error && !receiving && (
              <Text c="red" mt="md" role="alert">
                {change.error.message}
              </Text>
            )}
          </Card>
        )}
      </QueryState>
      {item && (
        <Modal opened={receiving} onClose={() => setReceiving(false)} title={`Receive goods on ${item.number}`} size="lg">
          <ReceiveForm
            order={item}
            submitting={change.isPending}
            serverError={change.error?.message}
            onCancel={() => setReceiving(false)}
            onSubmit={(body) =>
              change.mutate(
                { orderId: item._id, body },
                {
                  onSuccess: (answer) => {
                    notifications.show({ color: 'green', message: answer.message ?? 'Goods received' });
                    setReceiving(false);
                  },
                },
              )
            }
          />
        </Modal>
      )}
    </Stack>
  );
}
