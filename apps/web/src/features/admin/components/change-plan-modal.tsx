// Change a business's plan (spec 002 §3): the plan and its period; the server records it on the
// business's stream with the admin's id.

import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useChangePlan } from '../api/businesses.js';
import type { StatsScope } from '../admin.keys.js';
import { defaultAdminRange, usePlanSplit } from '../api/stats.js';
import { isStaff, useAdminSession } from '../session.js';

interface ChangePlanValues {
  planId: string;
  interval: 'monthly' | 'yearly';
}

export function ChangePlanModal({
  businessId,
  currentPlanId,
  opened,
  onClose,
}: {
  businessId: string;
  currentPlanId: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const change = useChangePlan(businessId);
  // The plans, by the plans' split (every plan is named there, with or without businesses); a
  // partner admin reads their partner's, as the split of everything is staff's.
  const admin = useAdminSession()?.admin;
  const scope: StatsScope = isStaff(admin) || !admin?.partnerId ? { kind: 'all' } : { kind: 'partner', id: admin.partnerId };
  const plans = usePlanSplit(scope, defaultAdminRange(), opened);
  const { control, handleSubmit, formState } = useForm<ChangePlanValues>({
    values: { planId: currentPlanId === null ? '' : String(currentPlanId), interval: 'monthly' },
  });
  const submit = handleSubmit(async (values) => {
    await change.mutateAsync({ plan: Number(values.planId), period: values.interval }).then(onClose, () => undefined);
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Change plan">
      <form noValidate onSubmit={submit}>
        <Stack>
          {change.error && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          <Controller
            control={control}
            name="planId"
            rules={{ required: 'Choose a plan' }}
            render={({ field, fieldState }) => (
              <Select
                label="Plan"
                placeholder={plans.isPending ? 'Loading plans…' : 'Choose a plan'}
                data={(plans.data?.byPlan ?? []).map((plan) => ({ value: String(plan.planId), label: plan.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message ?? (plans.isError ? plans.error.message : undefined)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="interval"
            render={({ field }) => (
              <SegmentedControl
                aria-label="Period"
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'monthly', label: 'Monthly' },
                  { value: 'yearly', label: 'Yearly' },
                ]}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Change plan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
