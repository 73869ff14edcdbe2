// ProfitAndLoss (spec 002 §2): revenue, cost of sales, gross profit, operating expenses, other
// income, finance and net profit for a period, with a second period beside it; a chart of the
// headline figures; the PDF, e-mailing it, and the report 'as known at' an earlier point.

import { BarChart } from '@mantine/charts';
import { Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { API_BASE_PATH } from '../../../lib/api-client.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { useChartMoney } from '../../../lib/chart-money.js';
import { formatDate } from '../../../lib/date.js';
import { chartValue } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { useReport, useSendReport, withQuery, type ProfitAndLoss } from '../api/reports.js';
import { PageHeader } from '../../../components/page-header.js';
import { EmptyReport, KnownAtInput, ReportError, ReportLoading } from '../components/report-state.js';
import { endsBeforeStart, NAMED_PERIOD_OPTIONS } from '../components/report-period.js';
import { firstSteps } from '../first-steps.js';
import { StatementTable } from '../components/statement.js';

function periodLabel(period: { startDate: string; endDate: string }): string {
  return `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;
}

export function ProfitAndLossRoute() {
  const money = useMoney();
  const chartMoney = useChartMoney();
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? 'this-month';
  const knownAt = params.get('knownAt') ?? '';
  const [custom, setCustom] = useState({
    startDate1: params.get('startDate1') ?? '',
    endDate1: params.get('endDate1') ?? '',
    startDate2: params.get('startDate2') ?? '',
    endDate2: params.get('endDate2') ?? '',
  });
  const [mailOpen, setMailOpen] = useState(false);
  const [email, setEmail] = useState('');
  const send = useSendReport();

  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const query = {
    ...(period === 'custom' ? { startDate1: params.get('startDate1'), endDate1: params.get('endDate1') } : {}),
    startDate2: params.get('startDate2'),
    endDate2: params.get('endDate2'),
    knownAt,
  };
  const customReady = period !== 'custom' || (params.get('startDate1') && params.get('endDate1'));
  const report = useReport<ProfitAndLoss>(withQuery(`/reports/profit-and-loss/${period}`, query), { enabled: Boolean(customReady) });
  const pdfHref = `${API_BASE_PATH}${withQuery(`/reports/profit-and-loss/pdf/${period}`, query)}`;

  const data = report.data;
  const columns = data?.periods.map(periodLabel) ?? [];
  const chart =
    data?.periods.map((item, index) => ({
      period: periodLabel(item),
      Revenue: chartValue(data.revenue.total.amounts[index]),
      'Cost of sales': chartValue(data.costOfSales.total.amounts[index]),
      'Operating expenses': chartValue(data.operatingExpenses.total.amounts[index]),
      'Net profit': chartValue(data.netProfit.amounts[index]),
    })) ?? [];
  const nothing =
    data &&
    [data.revenue.total, data.costOfSales.total, data.operatingExpenses.total, data.otherIncome.total, data.finance.total].every((line) =>
      line.amounts.every((amount) => /^-?0(\.0+)?$/.test(amount)),
    );

  const endError = period === 'custom' && endsBeforeStart(custom.startDate1, custom.endDate1) ? 'Must not be before From' : undefined;
  const compareError = endsBeforeStart(custom.startDate2, custom.endDate2) ? 'Must not be before Compare from' : undefined;

  const applyCustom = () => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(custom)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Profit & Loss"
        description={
          data
            ? `${data.businessName}${data.knownAt ? ` · as known at event ${data.knownAt}` : ''}`
            : 'Income, costs and profit for a period, beside another period.'
        }
        trail={[{ label: 'Accounting', to: paths.accounting }]}
        actions={
          <>
            <Button variant="default" leftSection={<IconDownload size={16} />} component="a" href={pdfHref} download disabled={!customReady}>
              Download PDF
            </Button>
            <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setMailOpen(true)} disabled={!customReady}>
              E-mail
            </Button>
          </>
        }
      />

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Period"
            data={NAMED_PERIOD_OPTIONS}
            value={period}
            onChange={(value) => set('period', value ?? 'this-month')}
            allowDeselect={false}
            w={170}
          />
          {period === 'custom' && (
            <>
              <IsoDateInput label="From" value={custom.startDate1} onChange={(value) => setCustom({ ...custom, startDate1: value })} w={140} />
              <IsoDateInput label="To" value={custom.endDate1} onChange={(value) => setCustom({ ...custom, endDate1: value })} w={140} error={endError} />
            </>
          )}
          <IsoDateInput label="Compare from" value={custom.startDate2} onChange={(value) => setCustom({ ...custom, startDate2: value })} w={140} clearable />
          <IsoDateInput
            label="Compare to"
            value={custom.endDate2}
            onChange={(value) => setCustom({ ...custom, endDate2: value })}
            w={140}
            clearable
            error={compareError}
          />
          <Button variant="light" onClick={applyCustom} disabled={Boolean(endError || compareError)}>
            Apply
          </Button>
          <KnownAtInput value={knownAt} onChange={(value) => set('knownAt', value)} />
        </Group>
        {period !== 'custom' && (
          <Text size="xs" c="dimmed" mt="xs">
            The period before shows beside it unless you choose dates to compare with.
          </Text>
        )}
      </Paper>

      {!customReady ? (
        <EmptyReport>Choose the first and last day of the period, then Apply.</EmptyReport>
      ) : report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {[data!.revenue.total, data!.grossProfit, data!.netProfit].map((line) => (
              <Paper key={line.key} withBorder radius="md" p="md">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {line.key === 'netProfit' && line.amounts[0]?.startsWith('-') ? 'Net loss' : line.label}
                </Text>
                <Text size="xl" fw={700} c={line.amounts[0]?.startsWith('-') ? 'red.7' : undefined} data-testid={`pnl-${line.key}`}>
                  {money.format(line.amounts[0] ?? '0')}
                </Text>
                {line.amounts[1] !== undefined && (
                  <Text size="xs" c="dimmed">
                    {money.format(line.amounts[1])} in the period beside
                  </Text>
                )}
              </Paper>
            ))}
          </SimpleGrid>
          {nothing && (
            <EmptyReport actions={[firstSteps.sale, firstSteps.expense]}>
              No income or costs were recorded in this period. Record a sale or an expense and it shows here.
            </EmptyReport>
          )}
          <Paper withBorder radius="md" p="md">
            <StatementTable
              label="Profit and loss"
              columns={columns}
              parts={[
                { kind: 'section', section: data!.revenue },
                { kind: 'section', section: data!.costOfSales },
                { kind: 'line', line: data!.grossProfit, emphasis: 'total' },
                { kind: 'section', section: data!.operatingExpenses },
                { kind: 'section', section: data!.otherIncome },
                { kind: 'line', line: data!.operatingProfit, emphasis: 'total' },
                { kind: 'section', section: data!.finance },
                { kind: 'line', line: data!.netProfit, emphasis: 'grand' },
                ...(data!.vatOnSales ? [{ kind: 'line' as const, line: data!.vatOnSales }] : []),
              ]}
            />
          </Paper>
          {/* Bars of nothing under a made-up axis say less than the line above: drawn once there is something. */}
          {!nothing && (
            <Paper withBorder radius="md" p="md">
              <Text fw={600} mb="sm">
                The periods side by side
              </Text>
              <BarChart
                h={260}
                data={chart}
                dataKey="period"
                withLegend
                valueFormatter={chartMoney.valueFormatter}
                yAxisProps={chartMoney.yAxisProps}
                series={[
                  { name: 'Revenue', color: 'teal.6' },
                  { name: 'Cost of sales', color: 'orange.6' },
                  { name: 'Operating expenses', color: 'red.5' },
                  { name: 'Net profit', color: 'blue.6' },
                ]}
              />
            </Paper>
          )}
        </Stack>
      )}

      <Modal opened={mailOpen} onClose={() => setMailOpen(false)} title="E-mail the profit and loss">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(withQuery(`/reports/profit-and-loss/pdf/send/${period}`, { ...query, email: email.trim() }), { onSuccess: () => setMailOpen(false) });
          }}
        >
          <Stack>
            <TextInput
              label="E-mail"
              description="Leave blank to send it to yourself"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={send.error?.fieldMessage('email')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMailOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
