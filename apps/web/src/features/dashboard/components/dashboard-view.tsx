// The dashboard (000 §2.2): the full one for users with code 150 on a paid plan, else the guest one.

import { Button, Card, Grid, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChecklist } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_TIME_ZONE } from '@ledgerline/ledger';
import { Tour, TourStep, type TourStepDefinition } from '../../../components/tour.js';
import { codes, hasAnyCode, isOwnerOrAdmin } from '../../../lib/access.js';
import { useAfterPaint } from '../../../lib/after-paint.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths } from '../../../lib/paths.js';
import { profileGaps } from '../../../lib/profile-gaps.js';
import {
  DEFAULT_PERIOD,
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

/** By the hour in Lagos, the business's clock (as its 'today' is), not the browser's. */
export function greeting(now: Date = new Date()): string {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: DEFAULT_TIME_ZONE }).format(now));
  return hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';
}

export function GuestDashboard() {
  const user = useCurrentUserInShell();
  // Each card is there with its button (000 §2.2: Transact for 23, Manage for 50); a card whose
  // button the role does not allow would lead nowhere.
  const transact = hasAnyCode(user, [codes.quickSales]);
  const manage = hasAnyCode(user, [codes.viewInventory]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Dashboard
        </Title>
        <Text c="dimmed">
          Welcome to {user.org}, {user.firstName}.
        </Text>
      </div>
      <GetStartedCard />
      {transact || manage ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {transact && (
            <Card>
              <Title order={4}>Transactions</Title>
              <Text c="dimmed" size="sm" mt={4} mb="md">
                Record sales, expenses, purchases and money in or out.
              </Text>
              <Button component={Link} to={paths.addTransaction} w="fit-content">
                Transact
              </Button>
            </Card>
          )}
          {manage && (
            <Card>
              <Title order={4}>Inventory</Title>
              <Text c="dimmed" size="sm" mt={4} mb="md">
                See your products, services and stock levels.
              </Text>
              <Button component={Link} to={paths.productsSummary} variant="light" w="fit-content">
                Manage
              </Button>
            </Card>
          )}
        </SimpleGrid>
      ) : (
        <Card>
          <Text size="sm">The pages your role opens are in the menu.</Text>
        </Card>
      )}
    </Stack>
  );
}

// Each card reads its own data, so an answer re-renders its card, not the page. The reads are the
// same queries the router started before this code loaded (../prefetch.ts), so most are answered by
// the first render.

function Figures({ period }: { period: DashboardPeriod }) {
  const summary = useDashboardSummary(period);
  const owed = useOwedStats();
  return (
    <>
      {summary.isError && (
        <Text c="red" role="alert">
          Could not load the summary. {summary.error.message}
        </Text>
      )}
      <TourStep id="stats">
        <SummaryCards summary={summary.data} receivables={owed.data?.receivables?.total} />
      </TourStep>
    </>
  );
}

function RevenueCard({ period, drawCharts }: { period: DashboardPeriod; drawCharts: boolean }) {
  const overview = useTodayOverview(period);
  return <RevenueGraph overview={overview.data} isError={overview.isError} drawCharts={drawCharts} />;
}

function DailySummaryCard({ period }: { period: DashboardPeriod }) {
  return <DailySummary overview={useTodayOverview(period).data} />;
}

function ThingsToDoCard({ period }: { period: DashboardPeriod }) {
  const user = useCurrentUserInShell();
  return <ThingsToDo overview={useTodayOverview(period).data} owed={useOwedStats().data} profileGaps={profileGaps(user)} />;
}

const RecentTransactionsCard = () => <RecentTransactions query={useRecentTransactions()} />;
const TopCustomersCard = () => <TopCustomers query={useTopCustomers()} />;
const TopProductsCard = () => <TopProducts query={useTopProducts()} />;
const TopEventsCard = () => <TopEvents query={useTopEvents()} />;
const TopExpensesCard = ({ period, drawCharts }: { period: DashboardPeriod; drawCharts: boolean }) => (
  <TopExpenses query={useTopExpenses(period)} drawCharts={drawCharts} />
);

/** The get-started checklist (000 §2.3), for owner and admin, until done or hidden: undefined otherwise. */
function useGetStartedShown() {
  const ownerOrAdmin = isOwnerOrAdmin(useCurrentUserInShell());
  const getStarted = useGetStarted(ownerOrAdmin);
  const [hidden] = useChecklistHidden();
  return ownerOrAdmin && !hidden && getStarted.data?.progress !== 100 ? getStarted : undefined;
}

/**
 * The way back to the checklist on the guest dashboard, which an owner on the free plan has: without it
 * the Get started page, left once, could not be found again (the full dashboard has its button).
 */
function GetStartedCard() {
  const getStarted = useGetStartedShown();
  if (!getStarted?.data) return null;
  return (
    <Card>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={4}>Get started</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {getStarted.data.progress}% complete: the steps that get your business ready.
          </Text>
        </div>
        <Button component={Link} to={paths.getStarted} variant="light" leftSection={<IconChecklist size={16} />}>
          Continue
        </Button>
      </Group>
    </Card>
  );
}

function GetStartedButton({ onOpen }: { onOpen: () => void }) {
  const getStarted = useGetStartedShown();
  if (!getStarted) return null;
  return (
    <Button variant="light" leftSection={<IconChecklist size={16} />} onClick={onOpen}>
      Get started {getStarted.data ? `${getStarted.data.progress}%` : ''}
    </Button>
  );
}

function GetStartedChecklist({ onClose }: { onClose: () => void }) {
  const data = useGetStartedShown()?.data;
  if (!data) return null;
  return (
    <Suspense fallback={null}>
      <GetStartedPanel data={data} onClose={onClose} />
    </Suspense>
  );
}

export function FullDashboard({ businessSelect }: { businessSelect?: ReactNode }) {
  const user = useCurrentUserInShell();
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_PERIOD);
  // The charts' code (charts.tsx: recharts, over a third of the page's JavaScript) is fetched once the
  // figures, or the error in their place, have been painted: the figures never wait for it. Only
  // `isPending` is read, so the page re-renders once when the summary arrives, not on each refetch.
  const drawCharts = useAfterPaint(!useDashboardSummary(period).isPending);
  // Closed until asked for: new businesses land on the GetStarted page itself after setup.
  const [checklistOpen, checklist] = useDisclosure(false);

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
            {!checklistOpen && <GetStartedButton onOpen={checklist.open} />}
          </Group>
        </Group>
        <Figures period={period} />
        <Grid>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <TourStep id="revenue-graph">
              <RevenueCard period={period} drawCharts={drawCharts} />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md" h="100%">
              <TourStep id="status-overview">
                <DailySummaryCard period={period} />
              </TourStep>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <TourStep id="transaction-history">
              <RecentTransactionsCard />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ThingsToDoCard period={period} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TourStep id="top-customers">
              <TopCustomersCard />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TourStep id="top-products">
              <TopProductsCard />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TourStep id="top-expenses">
              <TopExpensesCard period={period} drawCharts={drawCharts} />
            </TourStep>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 8 }}>
            <TopEventsCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <QuickShortcuts />
          </Grid.Col>
        </Grid>
        {checklistOpen && <GetStartedChecklist onClose={checklist.close} />}
      </Stack>
    </Tour>
  );
}
