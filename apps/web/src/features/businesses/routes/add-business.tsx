// AddBusiness (/settings/add-business): a new business of the same owner. The Micro plan and the
// plan's allowance are checked here for the dialog, and by the server for the rule.

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { isMicroPlan, UPGRADE_TITLE } from '../../../lib/access.js';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, ApiError } from '../../../lib/api-client.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths } from '../../../lib/paths.js';
import { queryTags } from '../../../lib/query-tags.js';
import { modals } from '@mantine/modals';

export const MICRO_PLAN_BUSINESS_MESSAGE = 'Multi-Business feature is only available for Paid plans';

export const addBusinessSchema = z.object({
  name: z.string().trim().min(1, 'Enter the business name').max(200, 'At most 200 characters'),
  typeOfBusiness: z.string().trim().max(200, 'At most 200 characters'),
  currency: z.string().min(3, 'Choose a currency'),
});
type Values = z.infer<typeof addBusinessSchema>;

export function AddBusinessForm({ onAdded }: { onAdded: () => void }) {
  const add = useMutation({
    mutationFn: (body: BodyOf<'/api/v1/accounts/businesses', 'post'>) =>
      apiClient.post<DataOf<'/api/v1/accounts/businesses', 'post'>>('/accounts/businesses', body),
    meta: { invalidates: [queryTags.businesses], notify: { success: true } },
  });
  const form = useForm<Values>({ resolver: zodResolver(addBusinessSchema), defaultValues: { name: '', typeOfBusiness: '', currency: 'NGN' } });
  const { errors, isSubmitting } = form.formState;
  const serverError = add.error instanceof ApiError ? add.error : null;
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({ name: values.name, currency: values.currency, typeOfBusiness: values.typeOfBusiness || undefined });
      onAdded();
    } catch {
      // Shown below.
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add business">
      <Stack>
        <TextInput label="Business name" withAsterisk {...form.register('name')} error={errors.name?.message ?? serverError?.fieldMessage('name')} />
        <TextInput label="Type of business" {...form.register('typeOfBusiness')} error={errors.typeOfBusiness?.message} />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label="Currency"
              data={['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES']}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
            />
          )}
        />
        {serverError && serverError.errors.length === 0 && (
          <Text c="red" role="alert">
            {serverError.message}
          </Text>
        )}
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting} w="fit-content">
          Add business
        </Button>
      </Stack>
    </form>
  );
}

export default function AddBusinessRoute() {
  const user = useCurrentUserInShell();
  const navigate = useNavigate();
  const micro = isMicroPlan(user);
  useEffect(() => {
    if (!micro) return;
    modals.openConfirmModal({
      title: UPGRADE_TITLE,
      children: MICRO_PLAN_BUSINESS_MESSAGE,
      labels: { confirm: 'Upgrade', cancel: 'Cancel' },
      onConfirm: () => navigate(paths.plan, { replace: true }),
    });
  }, [micro, navigate]);
  return (
    <Card maw={520}>
      <Title order={1} size="h3" mb="md">
        Add Business
      </Title>
      {micro ? <Text c="dimmed">{MICRO_PLAN_BUSINESS_MESSAGE}</Text> : <AddBusinessForm onAdded={() => navigate(paths.businesses)} />}
    </Card>
  );
}
