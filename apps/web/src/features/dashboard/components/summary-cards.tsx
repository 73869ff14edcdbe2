// The five summary cards (000 §2.2), each a link to where its figure comes from.

import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBox, IconCash, IconReceipt2, IconTrendingDown, IconTrendingUp, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withQuery } from '../../../lib/paths.js';
import type { DashboardSummary } from '../api.js';

/** A loss is below zero: nothing sold and nothing spent is no loss (a new business saw 'Net Loss ₦0.00'). */
function isLoss(amount: string): boolean {
  return amount.trim().startsWith('-') && /[1-9]/.test(amount);
}

function SummaryCard({ label, value, to, icon, color }: { label: string; value: string; to: string; icon: ReactNode; color: string }) {
  return (
    <Card component={Link} to={to} padding="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'xs', sm: 'md' }} className="summary-card">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon variant="light" color={color} size={28} radius="md">
          {icon}
        </ThemeIcon>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate>
          {label}
        </Text>
      </Group>
      {/* On one line where it fits; a figure wider than a phone's half-width card breaks rather than spill out. */}
      <Text
        fw={700}
        fz={{ base: 'sm', sm: 'md' }}
        mt={{ base: 6, sm: 10 }}
        className="figure"
        data-testid={`summary-${label}`}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
    </Card>
  );
}

export function SummaryCards({ summary, receivables }: { summary: DashboardSummary | undefined; receivables: string | undefined }) {
  const money = useMoney();
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} h={{ base: 64, sm: 86 }} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const profit = !isLoss(summary.profitability);
  return (
    // Two by two on a phone, as the transactions list's totals, so the lists below are not five cards down.
    <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
      <SummaryCard
        label="Total Revenue"
        value={money.format(summary.totalRevenue)}
        to={withQuery(paths.transactions, { limit: 25, type: 'sales' })}
        icon={<IconCash size={16} />}
        color="teal"
      />
      <SummaryCard
        label="Expenses"
        value={money.format(summary.totalExpense)}
        to={withQuery(paths.transactions, { limit: 25, type: 'expenses' })}
        icon={<IconReceipt2 size={16} />}
        color="red"
      />
      <SummaryCard label="Inventory" value={money.format(summary.totalInventory)} to="/inventories" icon={<IconBox size={16} />} color="grape" />
      <SummaryCard
        label={profit ? 'Net Profit' : 'Net Loss'}
        value={money.format(summary.profitability)}
        to={paths.profitAndLoss}
        icon={profit ? <IconTrendingUp size={16} /> : <IconTrendingDown size={16} />}
        color={profit ? 'green' : 'orange'}
      />
      <SummaryCard
        label="Receivables"
        value={money.format(receivables ?? summary.stats.receivablesAmount)}
        to={paths.debtorsAndCreditors}
        icon={<IconUsers size={16} />}
        color="blue"
      />
    </SimpleGrid>
  );
}
