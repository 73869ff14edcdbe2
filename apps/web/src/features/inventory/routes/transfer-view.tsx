import { Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { displayDate } from '../../../lib/format.js';
import { useChangeTransfer, useTransfer } from '../api/inventory.api.js';
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
  const item = transfer.data;
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.transfers, label: 'Stock transfers' }]}
        title={item ? `Transfer ${item.reference}` : 'Transfer'}
        actions={
          item?.status === 'draft' && item.direction === 'out' ? (
            <>
              <Button variant="default" color="red" loading={change.isPending} onClick={() => change.mutate({ transferId: item._id, status: 'cancelled' })}>
                Cancel transfer
              </Button>
              <Button loading={change.isPending} onClick={() => change.mutate({ transferId: item._id, status: 'sent' })}>
                Send now
              </Button>
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
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label="Products transferred" striped verticalSpacing="sm">
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
                      <Table.Td>{line.name}</Table.Td>
                      <Table.Td>{line.sku}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {line.quantity} {line.measurement}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
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
