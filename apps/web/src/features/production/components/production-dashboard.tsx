import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { TablePager } from '../../../components/data-table.js';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { PRODUCTION_PAGE_SIZE, useProductionRecords, useProductionSummary, useWipSetting } from '../api/production.js';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Card>
  );
}

/** The production dashboard (spec 002 §2): figures, the hub's actions, and the batches with their details. */
export function ProductionDashboard() {
  const summary = useProductionSummary();
  const wipOn = useWipSetting();
  const [page, setPage] = useState(1);
  const records = useProductionRecords('ALL', page);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Production</Title>
        <Group>
          <Button component={Link} to="/production/produce">
            Create Production Batch
          </Button>
          {wipOn.data ? (
            <Button component={Link} to="/production/wip/create" variant="light">
              Move Raw Materials to WIP
            </Button>
          ) : null}
          <Anchor component={Link} to="/production/raw-material/create">
            New raw material
          </Anchor>
        </Group>
      </Group>
      {summary.isPending ? <Loader aria-label="Loading production" /> : null}
      {summary.isError ? <Alert color="red">Production could not be loaded: {summary.error.message}</Alert> : null}
      {summary.data ? (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Figure label="Batches and moves" value={String(summary.data.records)} />
          <Figure label="Raw materials in stock" value={formatMoney(summary.data.rawMaterialsValue)} />
          <Figure label="Work in progress" value={formatMoney(summary.data.workInProgress)} />
          <Figure label="Value produced" value={formatMoney(summary.data.outputValue)} />
        </SimpleGrid>
      ) : null}
      {records.data && records.data.rows.length === 0 ? <Text c="dimmed">No production yet.</Text> : null}
      {records.data && records.data.rows.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Production batches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th ta="right">Inputs</Table.Th>
                <Table.Th ta="right">Additional costs</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.data.rows.map((record) => (
                <Fragment key={record.id}>
                  <Table.Tr onClick={() => setOpen(open === record.id ? null : record.id)} style={{ cursor: 'pointer' }}>
                    <Table.Td>{formatIsoDate(record.date)}</Table.Td>
                    <Table.Td>{record.reference}</Table.Td>
                    <Table.Td>{record.type === 'wip' ? 'Moved to WIP' : 'Batch'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(record.inputValue)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(record.additionalCosts)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(record.outputValue)}
                    </Table.Td>
                  </Table.Tr>
                  {open === record.id ? (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <Text size="sm">
                          In:{' '}
                          {(record.type === 'batch' ? record.inputs : record.materials)
                            .map((i) => `${i.quantity} × ${i.name} (${formatMoney(i.cost)})`)
                            .join(', ') || '—'}
                        </Text>
                        {record.type === 'batch' ? (
                          <Text size="sm">Out: {record.outputs.map((o) => `${o.quantity} × ${o.name} (${formatMoney(o.value)})`).join(', ')}</Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {records.data ? (
        <TablePager
          page={page}
          totalPages={Math.ceil(records.data.total / PRODUCTION_PAGE_SIZE)}
          total={records.data.total}
          onPage={(next) => {
            setOpen(null);
            setPage(next);
          }}
        />
      ) : null}
    </Stack>
  );
}
