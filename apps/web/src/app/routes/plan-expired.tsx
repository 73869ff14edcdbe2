// The expired-plan redirects (spec 000 §2.5, §2.6). CompleteOrder: the plan chosen at sign-up awaits
// its first payment; "Pay now" orders it by card (POST /payment/complete-order, the provider's
// checkout, then /payment/process).

import { Button, Card, Center, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCompleteOrder, useCurrentPlan, usePlanCatalogue, type PlanCurrency } from '../../features/plans/api.js';
import { isOwnerOrAdmin } from '../../lib/access.js';
import { useCurrentUserInShell } from '../../lib/current-user.js';
import { formatMoney } from '../../lib/money.js';
import { paths } from '../paths.js';

export function PlanExpiredRoute() {
  return (
    <div className="empty-page">
      <h1>Your plan has expired</h1>
      <p className="muted">Renew your plan to keep using Ledgerline.</p>
    </div>
  );
}

export function CompleteOrderRoute() {
  const user = useCurrentUserInShell();
  const current = useCurrentPlan();
  const catalogue = usePlanCatalogue();
  const order = useCompleteOrder();
  const [currency, setCurrency] = useState<PlanCurrency>('NGN');
  const plan = catalogue.data?.plans.find((entry) => entry.id === current.data?.pendingPlanId);
  const period = current.data?.period ?? 'monthly';
  const allowed = isOwnerOrAdmin(user);
  return (
    <Center>
      <Card w="100%" maw={520} p="xl" withBorder>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              Complete your order
            </Title>
            <Text c="dimmed">
              {plan
                ? `Your trial has ended. Pay for the ${plan.name}, billed ${period}, to keep using its features.`
                : 'Your trial has ended. Pay for the plan you chose to keep using its features.'}
            </Text>
          </div>
          {plan && catalogue.data && (
            <Group justify="space-between">
              <SegmentedControl
                value={currency}
                onChange={(value) => setCurrency(value as PlanCurrency)}
                data={[
                  { value: 'NGN', label: 'Naira' },
                  { value: 'USD', label: 'Dollar' },
                ]}
              />
              <Text fw={700} size="xl">
                {formatMoney(plan.prices[period][currency], currency)}
              </Text>
            </Group>
          )}
          {!allowed && (
            <Text size="sm" c="dimmed">
              Only the business owner or an admin can pay for the plan: ask them to, to open the rest of the app again.
            </Text>
          )}
          <Group>
            {/* Paying is the owner's or an admin's (POST /payment/complete-order refuses a member): not offered to a member. */}
            {allowed && (
              <Button disabled={order.isPending || order.isSuccess} loading={order.isPending} onClick={() => order.mutate({ currency })}>
                Pay now
              </Button>
            )}
            <Button component={Link} to={paths.plan} variant="default">
              Choose another plan
            </Button>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
