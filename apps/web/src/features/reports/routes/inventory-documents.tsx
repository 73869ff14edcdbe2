// The inventory report's sales and purchases (GET /reports/transactions/sales | purchases): every
// document between the dates, newest first, 25 a page, with what they came to, paid and still owed.

import { Anchor, Badge, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { DataOf, QueryOf } from '../../../lib/api-answers.js';
import { formatDate } from '../../../lib/date.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withParams } from '../../../lib/paths.js';
import { useReport, withQuery } from '../api/reports.js';
import { REPORT_PAGE_SIZE, ReportPagination } from '../components/paged-rows.js';
import { TotalCell, usePhone } from '../components/phone-table.js';
import { Figure, PeriodHeader, usePeriod } from '../components/report-period.js';
import { EmptyReport, ReportError, ReportLoading } from '../components/report-state.js';
import { firstSteps } from '../first-steps.js';

type ReportDocuments = DataOf<'/api/v1/reports/transactions/sales', 'get'>;
type Kind = 'sales' | 'purchases';

const KINDS = {
  sales: { title: 'Sales list', one: 'sale', many: 'sales', who: 'Customer', path: paths.inventorySales },
  purchases: { title: 'Purchases list', one: 'purchase', many: 'purchases', who: 'Supplier', path: paths.inventoryPurchases },
} as const;

function DocumentsPage({ kind }: { kind: Kind }) {
  const money = useMoney();
  const phone = usePhone();
  const navigate = useNavigate();
  const { period, controls, params, set } = usePeriod({ knownAt: true });
  const page = Number(params.get('page') ?? '1') || 1;
  const text = KINDS[kind];
  const query = {
    startDate: period.startDate,
    endDate: period.endDate,
    knownAt: period.knownAt,
    page,
    limit: REPORT_PAGE_SIZE,
  } satisfies QueryOf<'/api/v1/reports/transactions/sales', 'get'>;
  const report = useReport<ReportDocuments>(withQuery(`/reports/transactions/${kind}`, query));
  const data = report.data;
  return (
    <>
      <PeriodHeader
        title={text.title}
        report={data}
        knownAt={period.knownAt}
        about={`Every ${text.one} in the period, newest first.`}
        trail={[
          { label: 'Reports', to: paths.reports },
          { label: 'Inventory report', to: paths.inventoryReport },
        ]}
        actions={
          <SegmentedControl
            data={[
              { value: 'sales', label: 'Sales' },
              { value: 'purchases', label: 'Purchases' },
            ]}
            value={kind}
            // The same period on the other list.
            onChange={(value) => {
              const next = new URLSearchParams(params);
              next.delete('page');
              const search = next.toString();
              void navigate(`${KINDS[value as Kind].path}${search ? `?${search}` : ''}`);
            }}
          />
        }
        controls={controls}
      />
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : data!.totals.count === 0 ? (
        <EmptyReport
          actions={[kind === 'sales' ? firstSteps.sale : firstSteps.purchase]}
        >{`No ${text.many} in this period. Record a ${text.one} and it shows here.`}</EmptyReport>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
            <Figure label={text.many} amount={String(data!.totals.count)} testId={`${kind}-count`} />
            <Figure label="Total" amount={money.format(data!.totals.total)} testId={`${kind}-total`} />
            <Figure label="Paid" amount={money.format(data!.totals.paid)} testId={`${kind}-paid`} />
            <Figure
              label={kind === 'sales' ? 'Still owed to you' : 'Still owed by you'}
              amount={money.format(data!.totals.balanceDue)}
              testId={`${kind}-owed`}
            />
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            {/* On a phone each document is a card (.lines-table), not a table scrolled sideways. */}
            <Table.ScrollContainer minWidth={phone ? 0 : 760}>
              <Table striped highlightOnHover aria-label={text.title} className="lines-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Reference</Table.Th>
                    <Table.Th>{text.who}</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th ta="right">Paid</Table.Th>
                    <Table.Th ta="right">Owed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data!.data.map((row) => (
                    <Table.Tr key={row.id} data-reference={row.reference}>
                      <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(row.date)}
                      </Table.Td>
                      <Table.Td data-label="Reference" style={{ whiteSpace: 'nowrap' }}>
                        <Anchor component={Link} to={withParams(paths.transaction, { reference: row.reference })} ff="monospace" fw={600} size="sm">
                          {row.reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td className="line-wide" c={row.entity?.name ? undefined : 'dimmed'}>
                        {row.entity?.name ?? '—'}
                      </Table.Td>
                      {/* Left empty without one, so the phone's card leaves the label out. */}
                      <Table.Td data-label="Description">
                        {row.description && (
                          <Text size="sm" lineClamp={1}>
                            {row.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Total" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(row.amount)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Paid" style={{ whiteSpace: 'nowrap' }}>
                        {money.format(row.paid)}
                      </Table.Td>
                      <Table.Td ta="right" data-label="Owed" style={{ whiteSpace: 'nowrap' }}>
                        {/^0(\.0+)?$/.test(row.balanceDue) ? (
                          <Badge size="sm" variant="light" color="teal">
                            Paid
                          </Badge>
                        ) : (
                          money.format(row.balanceDue)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={4}>
                      Total · {data!.totals.count} {data!.totals.count === 1 ? text.one : text.many}
                    </Table.Th>
                    <TotalCell label="Total">{money.format(data!.totals.total)}</TotalCell>
                    <TotalCell label="Paid">{money.format(data!.totals.paid)}</TotalCell>
                    <TotalCell label="Owed">{money.format(data!.totals.balanceDue)}</TotalCell>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
            {data!.totalPages > 1 && (
              <ReportPagination page={data!.page} pages={data!.totalPages} total={data!.total} onChange={(next) => set({ page: String(next) })} />
            )}
          </Paper>
        </Stack>
      )}
    </>
  );
}

export function InventorySalesRoute() {
  return <DocumentsPage kind="sales" />;
}

export function InventoryPurchasesRoute() {
  return <DocumentsPage kind="purchases" />;
}
