import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { TablePager } from '../../../components/data-table.js';
import { ApiError } from '../../../lib/api-client.js';
import { paths } from '../../../lib/paths.js';
import { PageHeader } from '../../../components/page-header.js';
import { StatCard } from '../../../components/stat-card.js';
import { formatIsoDate } from '../../../lib/date.js';
import { formatNumber } from '../../../lib/format.js';
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
  // Under 36em the batches are cards (.lines-table): no minimum width to scroll past.
  const phone = useMediaQuery('(max-width: 36em)') === true;
  if (isPlanLocked(summary.error) || isPlanLocked(records.error)) return <ProductionPlanLocked />;
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
      {summary.isPending ? <Loader role="status" aria-label="Loading production" /> : null}
      {summary.isError ? <Alert color="red">Production could not be loaded: {summary.error.message}</Alert> : null}
      {summary.data ? (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatCard label="Batches and moves" value={String(summary.data.records)} />
          <StatCard label="Raw materials in stock" value={money.format(summary.data.rawMaterialsValue)} />
          <StatCard label="Work in progress" value={money.format(summary.data.workInProgress)} />
          <StatCard label="Value produced" value={money.format(summary.data.outputValue)} />
        </SimpleGrid>
      ) : null}
      {records.isPending ? <Loader size="sm" role="status" aria-label="Loading batches" /> : null}
      {records.isError ? (
        <Alert color="red" role="alert">
          The batches could not be loaded: {records.error.message}
        </Alert>
      ) : null}
      {records.data && records.data.rows.length === 0 ? <Text c="dimmed">No production yet.</Text> : null}
      {records.data && records.data.rows.length > 0 ? (
        <Paper withBorder radius="md" p="md">
          {/* On a phone each batch is a card (.lines-table), not a table scrolled sideways. */}
          <Table.ScrollContainer minWidth={phone ? 0 : 560}>
            <Table aria-label="Production batches" className="lines-table" highlightOnHover>
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
                      <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                        {formatIsoDate(record.date)}
                      </Table.Td>
                      <Table.Td data-label="Reference" style={{ whiteSpace: 'nowrap' }}>
                        {record.reference}
                      </Table.Td>
                      <Table.Td data-label="Kind">{record.type === 'wip' ? 'Moved to WIP' : 'Batch'}</Table.Td>
                      <Table.Td ta="right" data-label="Inputs" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(record.inputValue)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Additional costs" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(record.additionalCosts)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Value" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(record.outputValue)}
                      </Table.Td>
                    </Table.Tr>
                    {open === record.id ? (
                      <Table.Tr>
                        <Table.Td colSpan={6} className="line-wide">
                          <Text size="sm">
                            In:{' '}
                            {(record.type === 'batch' ? record.inputs : record.materials)
                              .map((i) => `${formatNumber(i.quantity)} × ${i.name} (${money.format(i.cost)})`)
                              .join(', ') || '—'}
                          </Text>
                          {record.type === 'batch' ? (
                            <Text size="sm">
                              Out: {record.outputs.map((o) => `${formatNumber(o.quantity)} × ${o.name} (${money.format(o.value)})`).join(', ')}
                            </Text>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt="xs">
            Select a batch to see what went in and what came out.
          </Text>
        </Paper>
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

/** The server's answer when the business's plan has no production management (every production route is gated). */
const isPlanLocked = (error: unknown): boolean => error instanceof ApiError && error.code === 'PLAN_FEATURE_UNAVAILABLE';

/**
 * What the page shows on a plan without production: which plans have it and the way to them, rather
 * than two red "could not be loaded" boxes under buttons that lead to forms the server refuses.
 */
function ProductionPlanLocked() {
  return (
    <Stack>
      <PageHeader title="Production" description="Raw materials made into products, through work in progress when it is on." />
      <Alert color="blue" variant="light" title="Production is not on your plan">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Raw materials, work in progress and production batches come with the Professional and Enterprise plans.</Text>
          <Button component={Link} to={paths.plan} size="xs">
            See the plans
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
