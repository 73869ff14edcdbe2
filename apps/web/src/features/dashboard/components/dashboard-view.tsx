// The dashboard (000 §2.2): the full one for users with code 150 on a paid plan, else the guest one.

import { Button, Card, Grid, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChecklist } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Tour, TourStep, type TourStepDefinition } from '../../../components/tour.js';
import { codes, hasAnyCode, isMicroPlan, isOwnerOrAdmin } from '../../../lib/access.js';
import { useAfterPaint } from '../../../lib/after-paint.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths } from '../../../lib/paths.js';
import {
  PERIOD_OPTIONS,
  useDashboardSummary,
  useGetStarted,
  useOwedStats,
  useRecentTransactions,
  useTodayOverview,
  useTopCustomers,
  useTopEvents,
  useTopExpenses,
  useTopProducts,
  type DashboardPeriod,
} from '../api.js';
import { useChecklistHidden } from '../checklist-hidden.js';
import { DailySummary, QuickShortcuts, RecentTransactions, ThingsToDo, TopCustomers, TopEvents, TopProducts } from './dashboard-lists.js';
import { RevenueGraph } from './revenue-graph.js';
import { SummaryCards } from './summary-cards.js';
import { TopExpenses } from './top-expenses.js';

// The get-started checklist panel loads only when the owner opens it.
const GetStartedPanel = lazy(() => import('./get-started-checklist.js').then((module) => ({ default: module.GetStartedPanel })));

/** The dashboard tour (spec 000 §2.2): 8 steps, run while the user's dashboard tour is active. */
export const DASHBOARD_TOUR: readonly TourStepDefinition[] = [
  { id: 'stats', title: 'Your stats', text: 'Sales, expenses, profit and what customers owe you, for the period you pick.' },
  { id: 'revenue-graph', title: 'Revenue graph', text: 'How money in and out moved over the period.' },
  { id: 'transaction-history', title: 'Transaction history', text: 'Your latest transactions; open one to see its details.' },
  { id: 'status-overview', title: 'Status overview', text: 'Today at a glance: sales, expenses and what came in.' },
  { id: 'top-customers', title: 'Top customers', text: 'The customers who buy the most from you.' },
  { id: 'top-products', title: 'Top selling products', text: 'What sells best.' },
  { id: 'top-expenses', title: 'Top expenses', text: 'Where your money goes, by expense category.' },
  { id: 'filter', title: 'Filter', text: 'Change the period every figure on this page covers.' },
];

function greeting(now: Date = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';
}

/** Micro plan, or no code 150: the guest dashboard. */
export function showsGuestDashboard(user: Parameters<typeof hasAnyCode>[0] & { businessPlan: string | null }): boolean {
  return isMicroPlan(user) || !hasAnyCode(user, [codes.fullDashboard]);
}

export function GuestDashboard() {
  const user = useCurrentUserInShell();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed">
          Welcome, {user.firstName}. {user.org}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card>
          <Title order={4}>Transactions</Title>
          <Text c="dimmed" size="sm" mt={4} mb="md">
            Record sales, expenses, purchases and money in or out.
          </Text>
          {hasAnyCode(user, [codes.quickSales]) && (
            <Button component={Link} to={paths.addTransaction}>
              Transact
            </Button>
          )}
        </Card>
        <Card>
          <Title order={4}>Inventory</Title>
          <Text c="dimmed" size="sm" mt={4} mb="md">
            See your products, services and stock levels.
          </Text>
          {hasAnyCode(user, [codes.accountingMobile]) && (
            <Button component={Link} to={paths.productsSummary} variant="light">
              Manage
            </Button>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export function FullDashboard({ businessSelect }: { businessSelect?: ReactNode }) {
  const user = useCurrentUserInShell();
  const [period, setPeriod] = useState<DashboardPeriod>('thisMonth');
  const summary = useDashboardSummary(period);
  const overview = useTodayOverview(period);
  const owed = useOwedStats();
  const recent = useRecentTransactions();
  const customers = useTopCustomers();
  const products = useTopProducts();
  const expenses = useTopExpenses(period);
  const events = useTopEvents();
  const ownerOrAdmin = isOwnerOrAdmin(user);
  const getStarted = useGetStarted(ownerOrAdmin);
  const [hidden] = useChecklistHidden();
  // Closed until asked for: new businesses land on the GetStarted page itself after setup.
  const [checklistOpen, checklist] = useDisclosure(false);
  const profileMissing = !user.typeOfBusiness || !user.bankAccountName || !user.bankAccountNumber || !user.bankName;
  const checklistDone = getStarted.data?.progress === 100;
  // The charts' code (charts.tsx: recharts, over a third of the page's JavaScript) is fetched once the
  // figures, or the error in their place, have been painted: the figures never wait for it.
  const drawCharts = useAfterPaint(!summary.isPending);

  return (
    <Tour name="dashboard" steps={DASHBOARD_TOUR}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              Dashboard
            </Title>
            <Text c="dimmed">
              {greeting()}, {user.firstName}. Here is how {user.org} is doing.
            </Text>
          </div>
          <Group gap="sm">
            {businessSelect}
            <TourStep id="filter">
              <Select
                aria-label="Period"
                w={150}
                data={PERIOD_OPTIONS}
                value={period}
                onChange={(value) => value && setPeriod(value as DashboardPeriod)}
                allowDeselect={false}
              />
            </TourStep>
            {ownerOrAdmin && !hidden && !checklistDone && !checklistOpen && (
              <Button variant="light" leftSection={<IconChecklist size={16} />} onClick={checklist.open}>
                Get started {getStarted.data ? `${getStarted.data.progress}%` : ''}
              </Button>
            )}
          </Group>
        </Group>
        {summary.isError && (
          <Text c="red" role="alert">
            Could not load the summary. {summary.error.message}
          </Text>
        )}
        <TourStep id="stats">
          <SummaryCards summary={summary.data} receivables={owed.data?.receivables?.total} />
        </TourStep>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <TourStep id="revenue-graph">
              <RevenueGraph overview={overview.data} isError={overview.isError} drawCharts={drawCharts} />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md" h="100%">
              <TourStep id="status-overview">
                <DailySummary overview={overview.data} />
              </TourStep>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <TourStep id="transaction-history">
              <RecentTransactions query={recent} />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ThingsToDo overview={overview.data} owed={owed.data} profileMissing={profileMissing} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TourStep id="top-customers">
              <TopCustomers query={customers} />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TourStep id="top-products">
              <TopProducts query={products} />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TourStep id="top-expenses">
              <TopExpenses query={expenses} drawCharts={drawCharts} />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
            <TopEvents query={events} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <QuickShortcuts />
          </Grid.Col>
        </Grid>
        {getStarted.data && !hidden && !checklistDone && checklistOpen && (
          <Suspense fallback={null}>
            <GetStartedPanel data={getStarted.data} onClose={checklist.close} />
          </Suspense>
        )}
      </Stack>
    </Tour>
  );
}
