// A business's report as an admin sees it (spec 002 §2 /admin/businesses/{id}/pnl-report,
// sales-report, balance-sheet-report, inventory-report, expense-report), for a chosen period.

import { Alert, Box, Button, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate } from '../../../lib/date.js';
import { useAdminBusiness } from '../api/businesses.js';
import { useAdminReport, type AdminReports } from '../api/reports.js';
import { BalanceSheetView, ExpenseView, InventoryView, ProfitAndLossView, SalesView } from '../components/report-views.js';
import { adminLinks, adminPaths, adminReports, type AdminReport } from '../paths.js';

function ReportBody({ report, data }: { report: AdminReport; data: AdminReports[AdminReport] }) {
  switch (report) {
    case 'pnl-report':
      return <ProfitAndLossView report={data as AdminReports['pnl-report']} />;
    case 'balance-sheet-report':
      return <BalanceSheetView report={data as AdminReports['balance-sheet-report']} />;
    case 'sales-report':
      return <SalesView report={data as AdminReports['sales-report']} />;
    case 'inventory-report':
      return <InventoryView report={data as AdminReports['inventory-report']} />;
    case 'expense-report':
      return <ExpenseView report={data as AdminReports['expense-report']} />;
  }
}

function shownPeriod(data: AdminReports[AdminReport] | undefined): string | null {
  if (!data) return null;
  if ('columns' in data) return `As at ${formatDate(data.columns[0]?.date)}`;
  if ('periods' in data) return data.periods[0] ? `${formatDate(data.periods[0].startDate)} – ${formatDate(data.periods[0].endDate)}` : null;
  return `${formatDate(data.startDate)} – ${formatDate(data.endDate)}`;
}

function Report({ id, report }: { id: string; report: AdminReport }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const period = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  const [draft, setDraft] = useState(period);
  const business = useAdminBusiness(id);
  const answer = useAdminReport(id, report, period);
  const apply = () => setParams(Object.fromEntries(Object.entries(draft).filter(([, value]) => value)), { replace: true });
  return (
    <>
      <PageHeader
        trail={[
          { label: 'Businesses', to: adminPaths.businesses },
          { label: business.data?.name ?? 'Business', to: adminLinks.business(id) },
        ]}
        title={adminReports[report]}
        description={[business.data?.name, shownPeriod(answer.data)].filter(Boolean).join(' · ') || undefined}
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {/* The five reports in one row that scrolls sideways on a phone, not cut off past Balance sheet. */}
          <Box maw="100%" style={{ overflowX: 'auto' }} data-testid="admin-report-picker">
            <SegmentedControl
              aria-label="Report"
              size="xs"
              value={report}
              onChange={(next) => navigate(adminLinks.businessReport(id, next as AdminReport))}
              data={(Object.keys(adminReports) as AdminReport[]).map((value) => ({ value, label: adminReports[value] }))}
            />
          </Box>
          <IsoDateInput
            label={report === 'balance-sheet-report' ? 'Profit from' : 'From'}
            value={draft.startDate}
            onChange={(startDate) => setDraft({ ...draft, startDate })}
            w={140}
            clearable
          />
          <IsoDateInput
            label={report === 'balance-sheet-report' ? 'As at' : 'To'}
            value={draft.endDate}
            onChange={(endDate) => setDraft({ ...draft, endDate })}
            w={140}
            clearable
          />
          <Button variant="light" onClick={apply}>
            Apply
          </Button>
        </Group>
        {!period.startDate && !period.endDate && (
          <Text size="xs" c="dimmed" mt="xs">
            {report === 'balance-sheet-report' ? 'As at today, profit from 1 January.' : 'This month to today, unless you choose dates.'}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <QueryState
          label="Loading the report…"
          isLoading={answer.isPending}
          error={answer.error}
          isEmpty={false}
          empty={null}
          onRetry={() => void answer.refetch()}
        >
          {answer.data && <ReportBody report={report} data={answer.data} />}
        </QueryState>
      </Paper>
    </>
  );
}

export function AdminBusinessReportRoute() {
  const { id = '', report = '' } = useParams();
  if (!(report in adminReports))
    return (
      <Alert color="yellow" title="There is no such report">
        Open a report from the business&apos;s page.
      </Alert>
    );
  // Keyed by report: switching reports starts from that report's own period.
  return <Report key={report} id={id} report={report as AdminReport} />;
}
