// Plan (000 §2.6; /plans, /plan, /settings/plan; also the spec's billing/new): the plan in force, and
// the plans to choose from with a Naira/Dollar switch and Monthly/Yearly toggle. Each paid plan is
// bought by card (the provider's checkout page, then /payment/process) or tried free for 14 days;
// the Free plan needs no payment and leads to GetStarted (002 §4).

import { Alert, Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SettingsPage } from '../../components/settings-page.js';
import { isOwnerOrAdmin } from '../../lib/access.js';
import { useCurrentUserInShell } from '../../lib/current-user.js';
import { formatDate } from '../../lib/date.js';
import { formatMoney } from '../../lib/money.js';
import { notifySuccess } from '../../lib/notify.js';
import { paths } from '../../lib/paths.js';
import {
  FREE_PLAN_ID,
  useBuyPlan,
  useCurrentPlan,
  usePlanCatalogue,
  useStartTrial,
  type CatalogueEntry,
  type Period,
  type PlanCurrency,
  type PlanStatus,
} from './api.js';

/** The plans page's order (000 §2.6): the four paid plans, then Free. */
const ORDER = ['basic', 'store', 'professional', 'enterprise', 'free'];

export const OWNER_OR_ADMIN_ONLY = 'Only the business owner or an admin can change the plan';

/** Plans ranked by their monthly price (the id breaks ties: Professional above Store). */
function ranksAbove(plan: CatalogueEntry, other: CatalogueEntry): boolean {
  const price = new Decimal(plan.prices.monthly.NGN);
  const otherPrice = new Decimal(other.prices.monthly.NGN);
  return price.eq(otherPrice) ? plan.id > other.id : price.gt(otherPrice);
}

/** What paying for `plan` does to the business: buy it, renew the paid plan in force, or move up or down. */
function buyLabel(plan: CatalogueEntry, current: PlanStatus | undefined, plans: CatalogueEntry[]): string {
  if (!current?.isPaid) return 'Buy';
  if (current.planId === plan.id) return 'Renew';
  const inForce = plans.find((entry) => entry.id === current.planId);
  return inForce && ranksAbove(plan, inForce) ? 'Upgrade' : 'Change';
}

/**
 * What a member who may not change the plan reads instead of the buttons (the server refuses their
 * payments and trials). They still see the plans: the guard sends anyone whose plan expired here.
 */
function ReadOnlyNotice({ expired }: { expired: boolean }) {
  return (
    <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="plans-read-only">
      {OWNER_OR_ADMIN_ONLY}.{expired ? ' Ask them to renew it to open the rest of the app again.' : ''}
    </Alert>
  );
}

/** The page widths (px) from which the paid plans stand two, then four, side by side. */
export const TWO_PLANS_FROM = 520;
export const FOUR_PLANS_FROM = 960;

const check = <IconCheck size={14} color="var(--mantine-color-teal-6)" />;
const currentBorder = { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 };
/** A button whose label takes a second line rather than being cut where its card is narrow. */
const wrappingLabel = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal' as const, textAlign: 'center' as const, lineHeight: 1.3 },
};

function usersIncluded(plan: CatalogueEntry): string {
  return `${plan.usersIncluded} user${plan.usersIncluded === 1 ? '' : 's'} included`;
}

/** A plan's price on a line of its own, never broken inside, with the period it pays for under it. */
function PlanPrice({ amount, per }: { amount: string; per: string }) {
  return (
    <div>
      <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }} data-testid="plan-price">
        {amount}
      </Text>
      <Text size="xs" c="dimmed">
        {per}
      </Text>
    </div>
  );
}

export default function PlansPage() {
  const user = useCurrentUserInShell();
  const catalogue = usePlanCatalogue();
  const current = useCurrentPlan();
  const trial = useStartTrial();
  const buy = useBuyPlan();
  const navigate = useNavigate();
  const [currency, setCurrency] = useState<PlanCurrency>('NGN');
  // The current plan's period until the owner picks one: a yearly business renewing is shown, and
  // charged, the yearly price, not the monthly one.
  const [chosenPeriod, setPeriod] = useState<Period | null>(null);
  const period: Period = chosenPeriod ?? (current.data?.period === 'yearly' ? 'yearly' : 'monthly');
  const expired = current.data?.isPlanExpired ?? user.isPlanExpired;
  const plans = (catalogue.data?.plans ?? []).filter((plan) => plan.onPlansPage).sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
  const paidPlans = plans.filter((plan) => plan.paid);
  const freePlans = plans.filter((plan) => !plan.paid);
  const allowed = isOwnerOrAdmin(user);
  // Disabled from the click until the browser has left for the checkout (or GetStarted).
  const busy = trial.isPending || buy.isPending || buy.isSuccess;

  const buyPlan = (plan: CatalogueEntry) => buy.mutate({ plan: plan.id, period, currency });
  const chooseFree = () => {
    const moveToFree = () =>
      buy.mutate(
        { plan: FREE_PLAN_ID },
        {
          onSuccess: (answer) => {
            if (answer.data.authorization_url) return;
            if (answer.message) notifySuccess(answer.message);
            void navigate(paths.getStarted);
          },
        },
      );
    // Leaving a paid plan or a trial gives up what is left of it: ask first.
    if (current.data && current.data.planId !== FREE_PLAN_ID)
      modals.openConfirmModal({
        title: 'Move to the free plan?',
        children: `The ${current.data.businessPlan} ends now and its features lock. You can buy a paid plan again at any time.`,
        labels: { confirm: 'Move to the free plan', cancel: 'Cancel' },
        onConfirm: moveToFree,
      });
    else moveToFree();
  };

  return (
    <SettingsPage
      title={expired ? 'Your plan has expired' : 'Plans'}
      description={
        <>
          {current.data
            ? `You are on the ${current.data.businessPlan}${current.data.period ? `, billed ${current.data.period}` : ''}.`
            : `You are on the ${user.businessPlan ?? 'Micro Business Plan'}.`}
          {current.data?.isGracePeriod && current.data.gracePeriodDate ? ` Renew before ${formatDate(current.data.gracePeriodDate)} to keep its features.` : ''}
        </>
      }
    >
      <Stack gap="lg">
        {!allowed && <ReadOnlyNotice expired={expired} />}
        <Group>
          <SegmentedControl
            value={currency}
            onChange={(value) => setCurrency(value as PlanCurrency)}
            data={[
              { value: 'NGN', label: 'Naira' },
              { value: 'USD', label: 'Dollar' },
            ]}
          />
          <SegmentedControl
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            data={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly' },
            ]}
          />
        </Group>
        {/* Until the plan in force is known, its period is not: no monthly prices that turn yearly. */}
        {catalogue.isPending || current.isPending ? (
          <Skeleton h={320} data-testid="plans-loading" />
        ) : catalogue.isError ? (
          <Text c="red" role="alert">
            Could not load the plans. {catalogue.error.message}
          </Text>
        ) : (
          <Stack gap="md">
            {/* The grid answers the width the page has (not the window's, which includes the menu): four
              cards side by side only where each has room for its price and its buttons on one line. */}
            <SimpleGrid type="container" cols={{ base: 1, [`${TWO_PLANS_FROM}px`]: 2, [`${FOUR_PLANS_FROM}px`]: 4 }} data-testid="paid-plans">
              {paidPlans.map((plan) => {
                const isCurrent = current.data?.planKey === plan.key;
                return (
                  <Card key={plan.key} withBorder style={isCurrent ? currentBorder : undefined} data-testid={`plan-${plan.key}`}>
                    <Stack gap="xs" h="100%">
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <Title order={4}>{plan.shortName}</Title>
                        {isCurrent && <Badge style={{ flexShrink: 0 }}>Current</Badge>}
                      </Group>
                      <PlanPrice amount={formatMoney(plan.prices[period][currency], currency)} per={period === 'monthly' ? 'per month' : 'per year'} />
                      <Text size="xs" c="dimmed">
                        {usersIncluded(plan)}
                      </Text>
                      <List size="sm" spacing={4} icon={check} style={{ flex: 1 }}>
                        {plan.features.map((feature) => (
                          <List.Item key={feature}>{feature}</List.Item>
                        ))}
                      </List>
                      {allowed && (
                        <Stack gap={6}>
                          <Button
                            fullWidth
                            disabled={busy}
                            onClick={() => buyPlan(plan)}
                            aria-label={`${buyLabel(plan, current.data, plans)} ${plan.shortName}`}
                          >
                            {buyLabel(plan, current.data, plans)}
                          </Button>
                          <Button
                            fullWidth
                            variant="light"
                            styles={wrappingLabel}
                            disabled={busy || isCurrent}
                            onClick={() => trial.mutate({ plan: plan.key, period })}
                          >
                            Start {plan.trialDays ?? 14}-day free trial
                          </Button>
                        </Stack>
                      )}
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
            {freePlans.map((plan) => {
              const isCurrent = current.data?.planKey === plan.key;
              // The Free plan after the paid ones, across the page: its name and price, what it has, and Get Started.
              return (
                <Card key={plan.key} withBorder style={isCurrent ? currentBorder : undefined} data-testid={`plan-${plan.key}`}>
                  <Group justify="space-between" align="center" gap="lg">
                    <Stack gap={2} miw={160}>
                      <Group gap="xs" wrap="nowrap">
                        <Title order={4}>{plan.shortName}</Title>
                        {isCurrent && <Badge style={{ flexShrink: 0 }}>Current</Badge>}
                      </Group>
                      <Text fw={700} size="xl">
                        Free
                      </Text>
                      <Text size="xs" c="dimmed">
                        {usersIncluded(plan)}
                      </Text>
                    </Stack>
                    <List size="sm" spacing={4} icon={check} style={{ flex: '1 1 240px' }}>
                      {plan.features.map((feature) => (
                        <List.Item key={feature}>{feature}</List.Item>
                      ))}
                    </List>
                    {allowed && (
                      <Button variant="default" miw={160} disabled={busy} onClick={chooseFree}>
                        Get Started
                      </Button>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
      </Stack>
    </SettingsPage>
  );
}
