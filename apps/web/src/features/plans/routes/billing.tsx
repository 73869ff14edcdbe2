// Billings (002 §2 settings/billings; owner or admin): the plan in force with what it includes, the
// ways to pay (change, extend, more users, another card), the saved card and the payments made.

import { Badge, Button, Card, Flex, Grid, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SettingsPage } from '../../../components/settings-page.js';
import { QueryState } from '../../../components/query-state.js';
import { formatDate } from '../../../lib/date.js';
import { paths } from '../../../lib/paths.js';
import { FREE_PLAN_ID, useChangeCard, useCurrentPlan, usePlanCatalogue, useSavedCard, useSetAutoRenewal, type PlanStatus } from '../api.js';
import { AdditionalUsersModal } from '../components/additional-users-modal.js';
import { ExtendPlanModal } from '../components/extend-plan-modal.js';
import { PaymentHistory } from '../components/payment-history.js';
import { cardLabel, extraUsersOf } from '../pricing.js';

function planState(status: PlanStatus): { label: string; color: string } {
  if (status.planId === FREE_PLAN_ID && !status.isPlanExpired) return { label: 'Free', color: 'gray' };
  if (status.isGracePeriod) return { label: 'Grace period', color: 'orange' };
  if (status.hasExpired || status.isPlanExpired) return { label: 'Expired', color: 'red' };
  if (status.isTrial) return { label: 'Trial', color: 'blue' };
  return { label: 'Active', color: 'teal' };
}

/** Extra users are added to a paid period that is running (not a trial, grace or a lapse). */
function isRunningPaidPlan(status: PlanStatus): boolean {
  return status.isPaid && !status.hasExpired && !status.isGracePeriod && status.planId !== FREE_PLAN_ID;
}

function Detail({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

function CurrentPlanCard() {
  const current = useCurrentPlan();
  const catalogue = usePlanCatalogue();
  const changeCard = useChangeCard();
  const [modal, setModal] = useState<'extend' | 'users' | null>(null);
  const status = current.data;
  const plan = catalogue.data?.plans.find((entry) => entry.id === status?.planId);

  return (
    <Card withBorder p="lg">
      <QueryState
        label="Loading your plan…"
        isLoading={current.isPending || catalogue.isPending}
        error={current.error ?? catalogue.error}
        onRetry={() => {
          void current.refetch();
          void catalogue.refetch();
        }}
        isEmpty={false}
        empty={null}
      >
        {status && plan && catalogue.data && (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Text size="sm" c="dimmed">
                  Current plan
                </Text>
                <Title order={2} size="h3">
                  {status.businessPlan}
                </Title>
              </div>
              <Badge size="lg" variant="light" color={planState(status).color}>
                {planState(status).label}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Detail label="Billed">{status.period === 'yearly' ? 'Yearly' : status.period === 'monthly' ? 'Monthly' : '—'}</Detail>
              <Detail label={status.isTrial ? 'Trial ends' : 'Expires'}>{status.expiresAt ? formatDate(status.expiresAt) : '—'}</Detail>
              <Detail label="Users" note={`${plan.usersIncluded} included + ${extraUsersOf(status, plan)} extra`}>
                {status.users}
              </Detail>
              {status.isGracePeriod && status.gracePeriodDate ? (
                <Detail label="Renew before">{formatDate(status.gracePeriodDate)}</Detail>
              ) : (
                // What the plan allows, not how many the owner has (those are on Settings → Businesses).
                <Detail label="Businesses">Up to {status.businesses}</Detail>
              )}
            </SimpleGrid>
            {/* One row of buttons; on a phone one under the other, each full width, rather than two ragged rows. */}
            <Flex direction={{ base: 'column', xs: 'row' }} wrap="wrap" gap="sm">
              <Button component={Link} to={paths.plan}>
                Change plan
              </Button>
              <Button variant="default" disabled={!plan.paid} onClick={() => setModal('extend')}>
                Extend plan
              </Button>
              <Tooltip label="Extra users are added to a running paid plan" disabled={isRunningPaidPlan(status) && !!plan.extraUserPrice}>
                <div>
                  <Button fullWidth variant="default" disabled={!isRunningPaidPlan(status) || !plan.extraUserPrice} onClick={() => setModal('users')}>
                    Additional users
                  </Button>
                </div>
              </Tooltip>
              <Button
                variant="default"
                disabled={changeCard.isPending || changeCard.isSuccess}
                loading={changeCard.isPending}
                onClick={() => changeCard.mutate()}
              >
                Change card
              </Button>
            </Flex>
            {plan.paid && <ExtendPlanModal opened={modal === 'extend'} onClose={() => setModal(null)} status={status} plan={plan} catalogue={catalogue.data} />}
            {isRunningPaidPlan(status) && <AdditionalUsersModal opened={modal === 'users'} onClose={() => setModal(null)} status={status} plan={plan} />}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function SavedCardPanel() {
  const card = useSavedCard();
  const autoRenewal = useSetAutoRenewal();
  return (
    <Card withBorder p="lg">
      <Text size="sm" c="dimmed" mb="xs">
        Saved card
      </Text>
      {card.isPending ? (
        <Skeleton h={48} />
      ) : card.isError ? (
        <QueryState label="" isLoading={false} error={card.error} onRetry={() => void card.refetch()} isEmpty={false} empty={null}>
          {null}
        </QueryState>
      ) : card.data ? (
        <Group gap="sm" wrap="nowrap">
          <IconCreditCard size={32} stroke={1.5} />
          <div>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {cardLabel(card.data)}
            </Text>
            <Text size="sm" c="dimmed">
              Expires {String(card.data.expMonth).padStart(2, '0')}/{String(card.data.expYear).slice(-2)}
              {card.data.bank ? ` · ${card.data.bank}` : ''}
            </Text>
          </div>
        </Group>
      ) : (
        <Text c="dimmed">No card saved yet. The card you pay with next is saved for renewals.</Text>
      )}
      {card.data && (
        <Switch
          mt="md"
          label="Renew automatically with this card"
          description={
            card.data.reusable ? 'We charge this card a day before your paid plan ends.' : 'Your bank does not let us charge this card again: renew by hand.'
          }
          checked={card.data.autoRenew && card.data.reusable}
          disabled={!card.data.reusable || autoRenewal.isPending}
          onChange={(event) => autoRenewal.mutate({ enabled: event.currentTarget.checked })}
        />
      )}
    </Card>
  );
}

export default function BillingRoute() {
  return (
    <SettingsPage title="Billing" description="Your plan, the card it is paid with, and the payments made.">
      <Stack gap="lg">
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CurrentPlanCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SavedCardPanel />
          </Grid.Col>
        </Grid>
        <PaymentHistory />
      </Stack>
    </SettingsPage>
  );
}
