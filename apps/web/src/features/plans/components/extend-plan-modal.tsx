// Extend plan (002 §2 modals): another period of the plan in force, with its extra users, paid by
// card (POST /payment/plans with the current plan): the new period starts when the current one ends.

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../lib/money.js';
import { useBuyPlan, type CatalogueEntry, type PlanCatalogue, type PlanStatus } from '../api.js';
import { extraUsersOf, periodPrice } from '../pricing.js';
import { CurrencyField } from './currency-field.js';

const extendSchema = z.object({
  period: z.enum(['monthly', 'yearly'], { message: 'Choose monthly or yearly' }),
  currency: z.enum(['NGN', 'USD']),
});
type ExtendValues = z.infer<typeof extendSchema>;

export function ExtendPlanModal({
  opened,
  onClose,
  status,
  plan,
  catalogue,
}: {
  opened: boolean;
  onClose: () => void;
  status: PlanStatus;
  plan: CatalogueEntry;
  catalogue: PlanCatalogue;
}) {
  const buy = useBuyPlan();
  const extraUsers = extraUsersOf(status, plan);
  const form = useForm<ExtendValues>({
    resolver: zodResolver(extendSchema),
    defaultValues: { period: status.period ?? 'monthly', currency: 'NGN' },
  });
  const { period, currency } = form.watch();
  const busy = buy.isPending || buy.isSuccess;

  const submit = form.handleSubmit((values) =>
    buy.mutate({ plan: plan.id, period: values.period, currency: values.currency, ...(extraUsers > 0 ? { extraUsers } : {}) }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Extend plan">
      <form onSubmit={submit} noValidate aria-label="Extend plan">
        <Stack>
          <Text size="sm">
            Another period of the {plan.name}
            {extraUsers > 0 ? ` with your ${extraUsers} extra user${extraUsers === 1 ? '' : 's'}` : ''}, starting when the current one ends.
          </Text>
          <Controller
            control={form.control}
            name="period"
            render={({ field }) => (
              <Select
                label="Period"
                data={[
                  { value: 'monthly', label: 'Monthly' },
                  { value: 'yearly', label: 'Yearly (12 months for the price of 10)' },
                ]}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={form.formState.errors.period?.message}
              />
            )}
          />
          <Controller control={form.control} name="currency" render={({ field }) => <CurrencyField value={field.value} onChange={field.onChange} />} />
          <Text fw={600}>You pay {formatMoney(periodPrice(catalogue, plan, period, currency, extraUsers), currency)}</Text>
          <Button type="submit" disabled={busy} loading={busy}>
            Pay by card
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
