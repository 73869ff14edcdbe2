// BalanceSheet (spec 002 §2): assets, liabilities and equity at a date, with a second date beside
// it; whether it balances; what the assets are made of; 'as known at' an earlier point.

import { DonutChart } from '@mantine/charts';
import { Alert, Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IsoDateInput } from '../../../lib/date-input.js';
import { useChartMoney } from '../../../lib/chart-money.js';
import { formatDate, todayIsoDate } from '../../../lib/date.js';
import { chartValue } from '../../../lib/money.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { useReport, withQuery, type BalanceSheetAssets, type BalanceSheetEquity, type BalanceSheetLiabilities, type StatementLine } from '../api/reports.js';
import { PageHeader } from '../../../components/page-header.js';
import { EmptyReport, KnownAtInput, ReportError, ReportLoading } from '../components/report-state.js';
import { firstSteps } from '../first-steps.js';
import { StatementTable } from '../components/statement.js';

const COLORS = ['teal.6', 'blue.6', 'orange.5', 'grape.5', 'cyan.6', 'yellow.6', 'indigo.5'];

export function BalanceSheetRoute() {
  const money = useMoney();
  const chartMoney = useChartMoney();
  const [params, setParams] = useSearchParams();
  const [dates, setDates] = useState({ endDate1: params.get('endDate1') ?? '', endDate2: params.get('endDate2') ?? '' });
  const knownAt = params.get('knownAt') ?? '';
  const query = { endDate1: params.get('endDate1'), endDate2: params.get('endDate2'), knownAt };
  const assets = useReport<BalanceSheetAssets>(withQuery('/reports/balance-sheet/current-assets', query));
  const liabilities = useReport<BalanceSheetLiabilities>(withQuery('/reports/balance-sheet/liabilities', query));
  const equity = useReport<BalanceSheetEquity>(withQuery('/reports/balance-sheet/equity', query));
  const parts = [assets, liabilities, equity];
  const failed = parts.find((part) => part.isError);

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  const a = assets.data;
  const columns = a?.columns.map((column) => `At ${formatDate(column.date)}`) ?? [];
  const balanced = a?.balanced.every(Boolean) ?? true;
  // Nothing owned, owed or put in at the date: a business that has recorded nothing yet.
  const nothing = a && [a.totals.totalAssets[0], a.totals.liabilities[0], a.totals.equity[0]].every((amount) => /^-?0(\.0+)?$/.test(amount ?? '0'));
  const assetSlices = (a?.currentAssets?.lines ?? [])
    .concat(a?.fixedAssets ? [{ ...a.fixedAssets.total, label: 'Fixed assets' }] : [])
    .filter((line: StatementLine) => chartValue(line.amounts[0]) > 0)
    .map((line: StatementLine, index: number) => ({
      name: line.label,
      amount: line.amounts[0]!,
      value: chartValue(line.amounts[0]),
      color: COLORS[index % COLORS.length]!,
    }));

  return (
    <>
      <PageHeader
        title="Balance Sheet"
        description={a ? `${a.businessName}${a.knownAt ? ` · as known at event ${a.knownAt}` : ''}` : 'What the business owns and owes, at a date.'}
        trail={[{ label: 'Accounting', to: paths.accounting }]}
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <IsoDateInput
            label="Balance sheet date"
            placeholder={formatDate(todayIsoDate())}
            value={dates.endDate1}
            onChange={(value) => setDates({ ...dates, endDate1: value })}
            clearable
            w={170}
          />
          <IsoDateInput label="Compare with the date" value={dates.endDate2} onChange={(value) => setDates({ ...dates, endDate2: value })} clearable w={190} />
          <Button variant="light" onClick={() => set(dates)}>
            Apply
          </Button>
          <KnownAtInput value={knownAt} onChange={(value) => set({ knownAt: value })} />
        </Group>
      </Paper>

      {failed?.error ? (
        <ReportError error={failed.error} onRetry={() => parts.forEach((part) => void part.refetch())} />
      ) : parts.some((part) => part.isPending) ? (
        <ReportLoading />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {[
              { label: 'Total assets', amount: a!.totals.totalAssets[0], key: 'assets' },
              { label: 'Total liabilities', amount: a!.totals.liabilities[0], key: 'liabilities' },
              { label: 'Total equity', amount: a!.totals.equity[0], key: 'equity' },
            ].map((card) => (
              <Paper key={card.key} withBorder radius="md" p="md">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {card.label}
                </Text>
                <Text size="xl" fw={700} data-testid={`bs-${card.key}`}>
                  {money.format(card.amount ?? '0')}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          {nothing && (
            <EmptyReport actions={[firstSteps.openingBalances, firstSteps.sale]}>
              The business owns, owes and holds nothing on this date yet. Enter what it already has (cash, bank, stock, loans), or record a sale, and it shows
              here.
            </EmptyReport>
          )}
          {/* All zeros balance trivially: the badge is kept for a business with something to balance. */}
          {nothing ? null : balanced ? (
            <Group gap="xs">
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
                Balanced: assets equal liabilities plus equity
              </Badge>
            </Group>
          ) : (
            <Alert color="red" title="The balance sheet does not balance">
              Assets and liabilities plus equity differ. Run the audit trail&apos;s chain check and tell support.
            </Alert>
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper withBorder radius="md" p="md">
                <StatementTable
                  label="Balance sheet"
                  columns={columns}
                  parts={[
                    ...(a!.currentAssets ? [{ kind: 'section' as const, section: a!.currentAssets }] : []),
                    ...(a!.fixedAssets ? [{ kind: 'section' as const, section: a!.fixedAssets }] : []),
                    ...(a!.totalAssets ? [{ kind: 'line' as const, line: a!.totalAssets, emphasis: 'grand' as const }] : []),
                    ...(liabilities.data!.liabilities ? [{ kind: 'section' as const, section: liabilities.data!.liabilities }] : []),
                    ...(equity.data!.equity ? [{ kind: 'section' as const, section: equity.data!.equity }] : []),
                    ...(equity.data!.totalLiabilitiesAndEquity
                      ? [{ kind: 'line' as const, line: equity.data!.totalLiabilitiesAndEquity, emphasis: 'grand' as const }]
                      : []),
                  ]}
                />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper withBorder radius="md" p="md">
                <Text fw={600} mb="sm">
                  What the assets are
                </Text>
                {assetSlices.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No assets yet.
                  </Text>
                ) : (
                  <Stack align="center">
                    <DonutChart
                      data={assetSlices}
                      size={180}
                      thickness={28}
                      withTooltip
                      tooltipDataSource="segment"
                      valueFormatter={chartMoney.valueFormatter}
                    />
                    <Stack gap={4} w="100%">
                      {assetSlices.map((slice) => (
                        <Group key={slice.name} justify="space-between" gap="xs">
                          <Group gap={6}>
                            <div style={{ width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
                            <Text size="xs">{slice.name}</Text>
                          </Group>
                          <Text size="xs">{money.format(slice.amount)}</Text>
                        </Group>
                      ))}
                    </Stack>
                  </Stack>
                )}
              </Paper>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </>
  );
}
