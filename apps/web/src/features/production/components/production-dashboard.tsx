import { Alert, Button, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { TablePager } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import { StatCard } from '../../../components/stat-card.js';
import { formatIsoDate } from '../../../lib/date.js';
import { useMoney } from '../../../lib/money-context.js';
import { PRODUCTION_PAGE_SIZE, useProductionRecords, useProductionSummary, useWipSetting } from '../api/production.js';

/** The production dashboard (spec 002 §2): figures, the hub's actions, and the batches with their details. */
export function ProductionDashboard() {
  const summary = useProductionSummary();
  const wipOn = useWipSetting();
  const [page, setPage] = useState(1);
  const records = useProductionRecords('ALL', page);
  const [open, setOpen] = useState<string | null>(null);
  const money = useMoney();
  return (
    <Stack>
      <PageHeader
        title="Production"
        description="Raw materials made into products, through work in progress when it is on."
        actions={
          <>
            <Button component={Link} to="/production/raw-material/create" variant="default">
              New raw material
            </Button>
            {wipOn.data ? (
              <Button component={Link} to="/production/wip/create" variant="default">
                Move Raw Materials to WIP
              </Button>
            ) : null}
            <Button component={Link} to="/production/produce">
              Create Production Batch
            </Button>
          </>
        }
      />
      {summary.isPending ? <Loader aria-label="Loading production" /> : null}
      {summary.isError ? <Alert color="red">Production could not be loaded: {summary.error.message}</Alert> : null}
      {summary.data ? (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatCard label="Batches and moves" value={String(summary.data.records)} />
          <StatCard label="Raw materials in stock" value={money.format(summary.data.rawMaterialsValue)} />
          <StatCard label="Work in progress" value={money.format(summary.data.workInProgress)} />
          <StatCard label="Value produced" value={money.format(summary.data.outputValue)} />
        </SimpleGrid>
      ) : null}
      {records.isPending ? <Loader size="sm" aria-label="Loading batches" /> : null}
      {records.isError ? (
        <Alert color="red" role="alert">
          The batches could not be loaded: {records.error.message}
        </Alert>
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
                      {money.format(record.inputValue)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money.format(record.additionalCosts)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money.format(record.outputValue)}
                    </Table.Td>
                  </Table.Tr>
                  {open === record.id ? (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <Text size="sm">
                          In:{' '}
                          {(record.type === 'batch' ? record.inputs : record.materials)
                            .map((i) => `${i.quantity} × ${i.name} (${money.format(i.cost)})`)
                            .join(', ') || '—'}
                        </Text>
                        {record.type === 'batch' ? (
                          <Text size="sm">Out: {record.outputs.map((o) => `${o.quantity} × ${o.name} (${money.format(o.value)})`).join(', ')}</Text>
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
