// Plan (000 §2.6; /plans, /plan, /settings/plan): the plan in force, and the plans to choose from
// with a Naira/Dollar switch and Monthly/Yearly toggle; each paid plan offers a 14-day free trial.

import { Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isOwnerOrAdmin } from '../../lib/access.js';
import type { BodyOf, DataOf } from '../../lib/api-answers.js';
import { apiClient } from '../../lib/api-client.js';
import { useCurrentUserInShell } from '../../lib/current-user.js';
import { formatDate } from '../../lib/date.js';
import { formatMoney } from '../../lib/money.js';
import { queryTags } from '../../lib/query-tags.js';

type PlanCatalogue = DataOf<'/api/v1/payment/plans', 'get'>;
type PlanCurrency = PlanCatalogue['currencies'][number];
type Period = PlanCatalogue['periods'][number];
type PlanStatus = DataOf<'/api/v1/payment/plan', 'get'>;

const plansKeys = { catalogue: ['plans', 'catalogue'] as const, current: ['plans', 'current'] as const };

function usePlanCatalogue() {
  return useQuery({
    queryKey: plansKeys.catalogue,
    queryFn: async ({ signal }) => (await apiClient.get<PlanCatalogue>('/payment/plans', { signal })).data,
    staleTime: Infinity,
  });
}

function useCurrentPlan() {
  return useQuery({
    queryKey: plansKeys.current,
    queryFn: async ({ signal }) => (await apiClient.get<PlanStatus>('/payment/plan', { signal })).data,
    meta: { tags: [queryTags.plan] },
  });
}

function useStartTrial() {
  return useMutation({
    mutationFn: (body: BodyOf<'/api/v1/payment/plans/trial', 'post'>) =>
      apiClient.post<DataOf<'/api/v1/payment/plans/trial', 'post'>>('/payment/plans/trial', body),
    meta: { invalidates: [queryTags.plan, queryTags.session], notify: { success: true, failure: true } },
  });
}

/** The plans page's order (000 §2.6): the four paid plans, then Free. */
const ORDER = ['basic', 'store', 'professional', 'enterprise', 'free'];

export default function PlansPage() {
  const user = useCurrentUserInShell();
  const catalogue = usePlanCatalogue();
  const current = useCurrentPlan();
  const trial = useStartTrial();
  const [currency, setCurrency] = useState<PlanCurrency>('NGN');
  const [period, setPeriod] = useState<Period>('monthly');
  const expired = current.data?.isPlanExpired ?? user.isPlanExpired;
  const plans = (catalogue.data?.plans ?? []).filter((plan) => plan.onPlansPage).sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {expired ? 'Your plan has expired' : 'Plans'}
        </Title>
        <Text c="dimmed">
          {current.data
            ? `You are on the ${current.data.businessPlan}${current.data.period ? `, billed ${current.data.period}` : ''}.`
            : `You are on the ${user.businessPlan ?? 'Micro Business Plan'}.`}
          {current.data?.isGracePeriod && current.data.gracePeriodDate ? ` Renew before ${formatDate(current.data.gracePeriodDate)} to keep its features.` : ''}
        </Text>
      </div>
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
      {catalogue.isPending ? (
        <Skeleton h={320} />
      ) : catalogue.isError ? (
        <Text c="red" role="alert">
          Could not load the plans. {catalogue.error.message}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
          {plans.map((plan) => {
            const isCurrent = current.data?.planKey === plan.key;
            return (
              <Card key={plan.key} withBorder style={isCurrent ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}>
                <Stack gap="xs" h="100%">
                  <Group justify="space-between">
                    <Title order={4}>{plan.shortName}</Title>
                    {isCurrent && <Badge>Current</Badge>}
                  </Group>
                  <Text fw={700} size="xl">
                    {plan.paid ? formatMoney(plan.prices[period][currency], currency) : 'Free'}
                    {plan.paid && (
                      <Text span size="sm" c="dimmed" fw={400}>
                        {' '}
                        / {period === 'monthly' ? 'month' : 'year'}
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {plan.usersIncluded} user{plan.usersIncluded === 1 ? '' : 's'} included
                  </Text>
                  <List size="sm" spacing={4} icon={<IconCheck size={14} color="var(--mantine-color-teal-6)" />} style={{ flex: 1 }}>
                    {plan.features.map((feature) => (
                      <List.Item key={feature}>{feature}</List.Item>
                    ))}
                  </List>
                  {plan.paid ? (
                    <Button
                      variant={isCurrent ? 'light' : 'filled'}
                      disabled={!isOwnerOrAdmin(user) || trial.isPending || isCurrent}
                      onClick={() => trial.mutate({ plan: plan.key, period })}
                    >
                      Start {plan.trialDays ?? 14}-day free trial
                    </Button>
                  ) : (
                    <Button variant="default" disabled>
                      Get Started
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
