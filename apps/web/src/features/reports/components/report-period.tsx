// The period controls the reports share, all kept in the address so a report can be bookmarked or
// sent as it is shown: From / To (DD/MM/YYYY; blank = the API's default, the 1st of this month to
// today), optionally Daily / Monthly and 'as known at'; or the statements' named periods (this
// month … last year) with custom dates.

import { isNamedPeriod, resolveNamedPeriod } from '@ledgerline/ledger';
import { Button, Group, Paper, SegmentedControl, Select, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate, todayIsoDate } from '../../../lib/date.js';
import { paths } from '../../../lib/paths.js';
import { KnownAtInput } from './report-state.js';

/** A field's width on a phone: two side by side in the controls' row (its gap is `md`). */
const HALF = 'calc(50% - var(--mantine-spacing-md) / 2)';

export type ReportPeriod = {
  startDate: string;
  endDate: string;
  groupBy: string;
  knownAt: string;
};

/** The address's parameters, and a setter that drops a blank one (and goes back to page 1 when anything but the page changes). */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { params, set };
}

export function usePeriod(options: { groupBy?: boolean; knownAt?: boolean } = { groupBy: true }) {
  const { params, set } = useReportParams();
  const period: ReportPeriod = {
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    groupBy: params.get('groupBy') ?? '',
    knownAt: params.get('knownAt') ?? '',
  };
  const controls = (
    <Paper withBorder radius="md" p="md" mb="md">
      <Group align="flex-end">
        {/* On a phone the two dates sit side by side, not a screen of fields. */}
        <IsoDateInput
          label="From"
          value={period.startDate}
          onChange={(value) => set({ startDate: value })}
          clearable
          w={{ base: HALF, xs: 150 }}
          placeholder="Start of month"
        />
        <IsoDateInput
          label="To"
          value={period.endDate}
          onChange={(value) => set({ endDate: value })}
          clearable
          w={{ base: HALF, xs: 150 }}
          placeholder="Today"
          error={period.startDate && period.endDate && period.endDate < period.startDate ? 'Must not be before From' : undefined}
        />
        {options.groupBy && (
          <SegmentedControl
            data={[
              { value: 'day', label: 'Daily' },
              { value: 'month', label: 'Monthly' },
            ]}
            value={period.groupBy || 'day'}
            onChange={(value) => set({ groupBy: value })}
          />
        )}
        {options.knownAt && <KnownAtInput value={period.knownAt} onChange={(value) => set({ knownAt: value })} />}
      </Group>
    </Paper>
  );
  return { period, controls, params, set };
}

/** The statements' periods: the profit and loss's named ones (`/reports/profit-and-loss/{param}`), or dates of one's own. */
export const NAMED_PERIOD_OPTIONS = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-quarter', label: 'This quarter' },
  { value: 'last-quarter', label: 'Last quarter' },
  { value: 'this-year', label: 'This year' },
  { value: 'last-year', label: 'Last year' },
  { value: 'custom', label: 'Custom dates' },
];

/** A period that ends before it starts: refused by the field, before the server says so in its own terms. */
export function endsBeforeStart(start: string, end: string): boolean {
  return Boolean(start && end && end < start);
}

/**
 * A named period or custom dates (`period`, and `startDate` / `endDate` when custom, applied with
 * Apply as on the profit and loss), as the dates to ask for: null until custom dates are chosen.
 * A period still running ends today, not at its last day: what is left of it has not happened,
 * and a statement of cash would otherwise draw the days to come.
 */
export function useNamedPeriod(now: Date = new Date()) {
  const { params, set } = useReportParams();
  const name = params.get('period') ?? 'this-month';
  const [custom, setCustom] = useState({ startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' });
  const today = todayIsoDate(now);
  let dates: { startDate: string; endDate: string } | null = null;
  if (isNamedPeriod(name)) {
    const { period1 } = resolveNamedPeriod(name, today);
    dates = { startDate: period1.startDate, endDate: period1.endDate > today ? today : period1.endDate };
  } else {
    const startDate = params.get('startDate') ?? '';
    const endDate = params.get('endDate') ?? '';
    if (startDate && endDate && !endsBeforeStart(startDate, endDate)) dates = { startDate, endDate };
  }
  const endError = endsBeforeStart(custom.startDate, custom.endDate) ? 'Must not be before From' : undefined;
  const controls = (
    <Paper withBorder radius="md" p="md" mb="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Period"
          data={NAMED_PERIOD_OPTIONS}
          value={isNamedPeriod(name) ? name : 'custom'}
          onChange={(value) => {
            // Custom starts from the dates shown, to change one end; a named period needs none in the address.
            const next = value === 'custom' ? (dates ?? { startDate: '', endDate: '' }) : { startDate: '', endDate: '' };
            if (value === 'custom') setCustom(next);
            set({ period: value ?? 'this-month', ...next });
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
        />
        {!isNamedPeriod(name) && (
          <>
            <IsoDateInput label="From" value={custom.startDate} onChange={(value) => setCustom({ ...custom, startDate: value })} w={{ base: HALF, xs: 150 }} />
            <IsoDateInput
              label="To"
              value={custom.endDate}
              onChange={(value) => setCustom({ ...custom, endDate: value })}
              w={{ base: HALF, xs: 150 }}
              error={endError}
            />
            <Button variant="light" onClick={() => set(custom)} disabled={Boolean(endError) || !custom.startDate || !custom.endDate}>
              Apply
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
  return { dates, controls };
}

/** The dates a report covers (as the API answered them), and the position it is known at. */
function periodText(data: { startDate: string; endDate: string } | undefined, knownAt: string): string | undefined {
  if (!data) return undefined;
  return `${formatDate(data.startDate)} – ${formatDate(data.endDate)}${knownAt ? ` · as known at event ${knownAt}` : ''}`;
}

const REPORTS_TRAIL = [{ label: 'Reports', to: paths.reports }];

/**
 * A period report's header: its title, the dates it covers once the report has answered (what it
 * shows until then), and `usePeriod`'s control under it.
 */
export function PeriodHeader({
  title,
  report,
  knownAt = '',
  about,
  trail = REPORTS_TRAIL,
  actions,
  controls,
}: {
  title: string;
  report: { startDate: string; endDate: string } | undefined;
  knownAt?: string;
  about?: string;
  trail?: { label: string; to: string }[];
  actions?: ReactNode;
  controls: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={periodText(report, knownAt) ?? about} trail={trail} actions={actions} />
      {controls}
    </>
  );
}

/** One headline figure of a report. */
export function Figure({ label, amount, note, testId }: { label: string; amount: string; note?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {amount}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}
