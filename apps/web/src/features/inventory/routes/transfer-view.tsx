import { Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { displayDate, formatQuantity } from '../../../lib/format.js';
import { useChangeTransfer, useDuplicateTransfer, useTransfer } from '../api/inventory.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { Fact } from '../components/fact.js';
import { StatusBadge } from '../components/status-badge.js';
import { inventoryPaths } from '../paths.js';
import { Money } from '../../../lib/money-context.js';

/** A stock transfer: both businesses, its lines at cost, and what can follow its status. */
export function TransferViewPage() {
  const { id = '' } = useParams();
  const transfer = useTransfer(id);
  const change = useChangeTransfer();
  const duplicate = useDuplicateTransfer();
  const navigate = useNavigate();
  const item = transfer.data;
  // Cancelling cannot be undone: asked once more, beside the button that sends it.
  const confirmCancel = (transferId: string, reference: string) =>
    modals.openConfirmModal({
      title: `Cancel transfer ${reference}?`,
      children: <Text size="sm">The draft is kept as cancelled and can no longer be sent. Nothing has moved yet, so no stock changes.</Text>,
      labels: { confirm: 'Cancel transfer', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => change.mutate({ transferId, status: 'cancelled' }),
    });
  const copy = (transferId: string) =>
    duplicate.mutate(transferId, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: `Draft ${answer.data.reference} made from this transfer` });
        navigate(inventoryPaths.transfer(answer.data.id));
      },
      onError: (failure) => notifications.show({ color: 'red', message: failure.message }),
    });
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.transfers, label: 'Stock transfers' }]}
        title={item ? `Transfer ${item.reference}` : 'Transfer'}
        actions={
          item?.direction === 'out' ? (
            <>
              {/* The same goods again: a new draft to check and send. */}
              <Button variant="default" loading={duplicate.isPending} onClick={() => copy(item._id)}>
                Duplicate
              </Button>
              {item.status === 'draft' && (
                <>
                  <Button variant="default" component={Link} to={inventoryPaths.editTransfer(item._id)}>
                    Edit
                  </Button>
                  <Button variant="default" color="red" loading={change.isPending} onClick={() => confirmCancel(item._id, item.reference)}>
                    Cancel transfer
                  </Button>
                  <Button loading={change.isPending} onClick={() => change.mutate({ transferId: item._id, status: 'sent' })}>
                    Send now
                  </Button>
                </>
              )}
            </>
          ) : undefined
        }
      />
      <QueryState
        label="Loading the transfer…"
        isLoading={transfer.isLoading}
        error={transfer.error}
        onRetry={() => void transfer.refetch()}
        isEmpty={!item}
        empty="Not found."
      >
        {item && (
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={{ base: 2, sm: 5 }} mb="lg">
              <Fact label="Status">
                <StatusBadge status={item.status} />
              </Fact>
              <Fact label="Date">{displayDate(item.date)}</Fact>
              <Fact label="From">{item.source.name}</Fact>
              <Fact label="To">{item.destination.name}</Fact>
              <Fact label="Value at cost">
                <Money amount={item.amount} />
              </Fact>
            </SimpleGrid>
            {/* On a phone each product is a card of labelled figures (styles.css, .lines-table). */}
            <Table.ScrollContainer minWidth={0}>
              <Table aria-label="Products transferred" striped verticalSpacing="sm" className="lines-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th ta="right">Quantity</Table.Th>
                    <Table.Th ta="right">Value at cost</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {item.items.map((line) => (
                    <Table.Tr key={line.product}>
                      <Table.Td className="line-wide">{line.name}</Table.Td>
                      <Table.Td data-label="SKU">{line.sku}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Quantity">
                        {formatQuantity(line.quantity, line.measurement)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Value at cost">
                        <Money amount={line.value} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {item.note && (
              <Text mt="md" c="dimmed">
                {item.note}
              </Text>
            )}
            {change.error && (
              <Text c="red" mt="md" role="alert">
                {change.error.message}
              </Text>
            )}
            <Group mt="md">
              <Text size="sm" c="dimmed">
                {item.status === 'sent'
                  ? 'Sent: the destination books its receipt in a moment.'
                  : item.status === 'received'
                    ? `Received by ${item.destination.name}${item.destinationReference ? ` (${item.destinationReference})` : ''}.`
                    : null}
              </Text>
            </Group>
          </Card>
        )}
      </QueryState>
    </Stack>
  );
}
