// One business (spec 002 §2 /admin/{id}/account-details): its profile, owner, plan and last payment,
// its figures over the admin range, and what an admin may do: deactivate or reactivate it (confirmed),
// change its plan, clone it, update its profile, and, for staff, send the test reminder and the
// test monthly P&L report. Links to its five reports and its activities; lists its users.

import { Anchor, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { formatDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import {
  useAdminBusiness,
  useCloneBusiness,
  useDeactivateBusiness,
  useInvoiceReminderTest,
  useLastPayment,
  usePnlReportTest,
  useReactivateBusiness,
  ownerName,
  type AdminBusiness,
} from '../api/businesses.js';
import { businessMetrics, defaultAdminRange } from '../api/stats.js';
import { useBusinessUsers } from '../api/users.js';
import { UsersTable } from '../components/people-tables.js';
import { BusinessStatus } from '../components/businesses-table.js';
import { ChangePlanModal } from '../components/change-plan-modal.js';
import { SeriesChart } from '../components/stats-panel.js';
import { StatCard } from '../../../components/stat-card.js';
import { adminLinks, adminPaths, adminReports, type AdminReport } from '../paths.js';
import { isStaff, useAdminSession } from '../session.js';

const COUNT = new Intl.NumberFormat('en');
const plural = (count: number, noun: string) => `${COUNT.format(count)} ${noun}${count === 1 ? '' : 's'}`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function LastPaymentSection({ business }: { business: AdminBusiness }) {
  const payment = useLastPayment(business.id);
  return (
    <Section title="Plan">
      <Stack gap="sm">
        <Field label="Plan">{business.plan?.businessPlan ?? business.planName ?? 'No subscription yet'}</Field>
        {business.plan && (
          <Field label={business.plan.isTrial ? 'Trial ends' : 'Renews or ends'}>{formatDate(business.plan.expiresAt) || 'Does not end'}</Field>
        )}
        {business.parentBusinessId && <Field label="Billing">On its parent business&apos;s plan</Field>}
        {payment.isPending ? (
          <Text size="sm" c="dimmed">
            Loading the last payment…
          </Text>
        ) : payment.isError ? (
          <Text size="sm" c="red.7">
            {payment.error.message}
          </Text>
        ) : payment.data ? (
          <Field label="Last payment">
            {formatMoney(payment.data.amount, payment.data.currency)} on {formatDate(payment.data.paidAt)}
            {payment.data.card ? ` · ${payment.data.card.brand} •••• ${payment.data.card.last4}` : ''}
            {payment.data.refunded ? ' · refunded' : ''}
          </Field>
        ) : (
          <Field label="Last payment">No card payment yet</Field>
        )}
      </Stack>
    </Section>
  );
}

/** Its members (GET /admin/businesses/{id}/users), searched and paged in place. */
function BusinessUsersSection({ businessId }: { businessId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const users = useBusinessUsers(businessId, { page, q });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="admin-business-users">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={4} id="admin-business-users">
          Users
        </Title>
        <TextInput
          aria-label="Search this business's users"
          placeholder="Search by name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={280}
        />
      </Group>
      <UsersTable
        answer={users.data}
        withBusiness={false}
        loading={users.isPending || (users.isFetching && users.isPlaceholderData)}
        error={users.error}
        onRetry={() => void users.refetch()}
        page={page}
        onPage={setPage}
        empty={q ? `No user of this business matches “${q}”.` : 'This business has no users.'}
      />
    </Paper>
  );
}

function BusinessActions({ business }: { business: AdminBusiness }) {
  const session = useAdminSession();
  const navigate = useNavigate();
  const deactivate = useDeactivateBusiness(business.id);
  const reactivate = useReactivateBusiness(business.id);
  const clone = useCloneBusiness(business.id);
  const reminder = useInvoiceReminderTest(business.id);
  const pnlTest = usePnlReportTest(business.id);
  const [changingPlan, setChangingPlan] = useState(false);

  const active = !business.deactivated;
  const confirmStatus = () =>
    modals.openConfirmModal({
      title: active ? `Deactivate ${business.name}?` : `Reactivate ${business.name}?`,
      children: (
        <Text size="sm">
          {active
            ? 'Its team can no longer sign in to it or record anything until it is reactivated. Nothing is deleted.'
            : 'Its team can sign in to it and record again.'}
        </Text>
      ),
      labels: { confirm: active ? 'Deactivate' : 'Reactivate', cancel: 'Cancel' },
      confirmProps: { color: active ? 'red' : 'teal' },
      onConfirm: () => (active ? deactivate.mutate({}) : reactivate.mutate()),
    });

  const confirmClone = () =>
    modals.openConfirmModal({
      title: `Clone ${business.name}?`,
      children: <Text size="sm">A new business is made with this one's profile and settings, owned by the same owner.</Text>,
      labels: { confirm: 'Clone', cancel: 'Cancel' },
      onConfirm: () => clone.mutate({}),
    });

  return (
    <>
      <Button variant="default" onClick={() => navigate(adminLinks.businessUpdate(business.id))}>
        Update
      </Button>
      <Button variant="default" onClick={() => setChangingPlan(true)}>
        Change plan
      </Button>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} />}>
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={confirmClone} disabled={clone.isPending}>
            Clone business
          </Menu.Item>
          {isStaff(session?.admin) && (
            <>
              <Menu.Item onClick={() => reminder.mutate()} disabled={reminder.isPending}>
                Send test invoice reminder
              </Menu.Item>
              <Menu.Item onClick={() => pnlTest.mutate()} disabled={pnlTest.isPending}>
                Send test P&amp;L report
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Button
        color={active ? 'red' : 'teal'}
        variant={active ? 'light' : 'filled'}
        onClick={confirmStatus}
        loading={deactivate.isPending || reactivate.isPending}
      >
        {active ? 'Deactivate' : 'Reactivate'}
      </Button>
      <ChangePlanModal businessId={business.id} currentPlanId={business.planId} opened={changingPlan} onClose={() => setChangingPlan(false)} />
    </>
  );
}

export function AdminBusinessRoute() {
  const { id = '' } = useParams();
  const business = useAdminBusiness(id);
  const data = business.data;
  return (
    <>
      <PageHeader
        back={{ to: adminPaths.businesses, label: 'Businesses' }}
        title={
          data ? (
            <Group gap="sm" component="span">
              {data.name} <BusinessStatus deactivated={data.deactivated} />
            </Group>
          ) : (
            'Business'
          )
        }
        description={data ? `On Ledgerline since ${formatDate(data.createdAt)}${data.typeOfBusiness ? ` · ${data.typeOfBusiness}` : ''}` : undefined}
        actions={data ? <BusinessActions business={data} /> : undefined}
      />
      <QueryState
        label="Loading the business…"
        isLoading={business.isPending}
        error={business.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void business.refetch()}
      >
        {data && (
          <Stack>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Section title="Profile">
                <Stack gap="sm">
                  <Field label="E-mail">{data.profile.email}</Field>
                  <Field label="Phone">{data.profile.phone}</Field>
                  <Field label="Address">
                    {[data.profile.address, data.profile.city, data.profile.state, data.profile.country].filter(Boolean).join(', ')}
                  </Field>
                  <Field label="Currency">{data.currency}</Field>
                </Stack>
              </Section>
              <Section title="Owner">
                <Stack gap="sm">
                  <Field label="Name">{ownerName(data.owner)}</Field>
                  <Field label="E-mail">{data.owner?.email}</Field>
                  <Field label="Team">
                    {plural(data.counts.members, 'member')}, {plural(data.counts.pendingInvites, 'invitation')} pending
                  </Field>
                </Stack>
              </Section>
              <LastPaymentSection business={data} />
            </SimpleGrid>
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Group gap="md" wrap="wrap">
                  <Text fw={600}>Reports</Text>
                  {(Object.keys(adminReports) as AdminReport[]).map((report) => (
                    <Anchor key={report} component={Link} to={adminLinks.businessReport(data.id, report)} size="sm">
                      {adminReports[report]}
                    </Anchor>
                  ))}
                </Group>
                <Anchor component={Link} to={adminLinks.businessActivities(data.id)} size="sm">
                  Activities →
                </Anchor>
              </Group>
            </Paper>
            <Title order={3}>What it holds</Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
              <StatCard label="Transactions" value={COUNT.format(data.counts.transactions)} testId="admin-business-transactions" />
              <StatCard label="Invoices" value={COUNT.format(data.counts.invoices)} />
              <StatCard label="Products" value={COUNT.format(data.counts.products)} />
              <StatCard label="Services" value={COUNT.format(data.counts.services)} />
              <StatCard label="Contacts" value={COUNT.format(data.counts.contacts)} />
              <StatCard label="Sub-businesses" value={COUNT.format(data.counts.subBusinesses)} />
            </SimpleGrid>
            {/* Its series over the admin range, where the API has them (the business stats routes). */}
            <SeriesChart scope={{ kind: 'business', id: data.id }} range={defaultAdminRange()} metrics={businessMetrics} quietWhenMissing />
            <BusinessUsersSection businessId={data.id} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
