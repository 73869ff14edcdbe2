// Additional users (002 §2 modals): more users on the running paid plan until its period ends, paid
// by card (POST /payment/plans/additional-users). The price is shown before paying: users × the
// plan's monthly price per user × the months left in the period (a part month counts as whole).

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../lib/money.js';
import { useBuyAdditionalUsers, type CatalogueEntry, type PlanStatus } from '../api.js';
import { additionalUsersPrice, monthsLeft } from '../pricing.js';
import { CurrencyField } from './currency-field.js';

export const MAX_USERS_PER_ORDER = 1000;
export const USERS_MESSAGE = `Enter a whole number of users from 1 to ${MAX_USERS_PER_ORDER}`;

const usersSchema = z.object({
  users: z
    .string()
    .trim()
    .regex(/^\d+$/, USERS_MESSAGE)
    .refine((value) => Number(value) >= 1 && Number(value) <= MAX_USERS_PER_ORDER, USERS_MESSAGE),
  currency: z.enum(['NGN', 'USD']),
});
type UsersValues = z.infer<typeof usersSchema>;

export function AdditionalUsersModal({ opened, onClose, status, plan }: { opened: boolean; onClose: () => void; status: PlanStatus; plan: CatalogueEntry }) {
  const buy = useBuyAdditionalUsers();
  const form = useForm<UsersValues>({ resolver: zodResolver(usersSchema), defaultValues: { users: '1', currency: 'NGN' } });
  const { users, currency } = form.watch();
  const count = usersSchema.shape.users.safeParse(users).success ? Number(users) : null;
  const months = status.expiresAt ? monthsLeft(status.expiresAt) : 1;
  const price = count === null ? null : additionalUsersPrice(plan, currency, count, months);
  const perUser = plan.extraUserPrice?.[currency];
  const busy = buy.isPending || buy.isSuccess;

  const submit = form.handleSubmit((values) => buy.mutate({ users: Number(values.users), currency: values.currency }));

  return (
    <Modal opened={opened} onClose={onClose} title="Additional users">
      <form onSubmit={submit} noValidate aria-label="Additional users">
        <Stack>
          <Text size="sm">
            The {plan.name} includes {plan.usersIncluded} user{plan.usersIncluded === 1 ? '' : 's'}; you have {status.users}. Users you add stay until the plan
            ends.
          </Text>
          <TextInput label="Users to add" inputMode="numeric" {...form.register('users')} error={form.formState.errors.users?.message} data-autofocus />
          <Controller control={form.control} name="currency" render={({ field }) => <CurrencyField value={field.value} onChange={field.onChange} />} />
          {count !== null && (
            <Text fw={600} aria-live="polite">
              {price === null || perUser === undefined
                ? `${count} user${count === 1 ? '' : 's'}`
                : `You pay ${formatMoney(price, currency)} (${count} user${count === 1 ? '' : 's'} × ${formatMoney(perUser, currency)} a month × ${months} month${months === 1 ? '' : 's'} left)`}
            </Text>
          )}
          <Button type="submit" disabled={busy} loading={busy}>
            Pay by card
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
