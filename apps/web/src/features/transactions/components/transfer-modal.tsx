// Transfer between cash and bank accounts, with an optional fee (spec 002 §2 "transfer" modal).

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { IsoDateInput } from '../../../lib/date-input.js';
import { todayIsoDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useRecordCommand, type CommandBodies } from '../api/commands.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { commandAccount } from '../../../lib/payment-accounts.js';
import { PaymentAccountSelect } from '../../../components/payment-account-select.js';

const schema = z
  .object({
    date: z.string().min(1, 'Enter the date of the transfer'),
    from: z.string().min(1, 'Choose the account the money leaves'),
    to: z.string().min(1, 'Choose the account the money goes to'),
    amount: z.string().refine((value) => readDecimal(value)?.gt(0) ?? false, 'Enter an amount greater than zero'),
    fee: z.string().refine((value) => value.trim() === '' || readDecimal(value) !== null, 'Enter the fee as an amount, e.g. 52.50'),
    description: z.string(),
  })
  .refine((values) => !values.from || values.from !== values.to, { path: ['to'], message: 'Choose a different account from the one the money leaves' });

type Values = z.infer<typeof schema>;

export function TransferModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const record = useRecordCommand('transfer');
  const keys = useSubmissionKeys();
  const defaults: Values = { date: todayIsoDate(), from: 'cash', to: '', amount: '', fee: '', description: '' };
  const { control, handleSubmit, reset } = useForm<Values>({ resolver: zodResolver(schema) as Resolver<Values>, defaultValues: defaults });
  const from = useWatch({ control, name: 'from' });
  const submit = handleSubmit((values) => {
    const body: CommandBodies['transfer'] = {
      date: values.date,
      from: commandAccount(values.from),
      to: commandAccount(values.to),
      amount: readDecimal(values.amount)!.toString(),
      ...(values.fee.trim() ? { fee: readDecimal(values.fee)!.toString() } : {}),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
    };
    record.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: () => {
          keys.complete();
          reset(defaults);
          onClose();
        },
      },
    );
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Transfer between accounts" size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => <IsoDateInput label="Date" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <Group grow align="flex-start">
            <Controller
              control={control}
              name="from"
              render={({ field, fieldState }) => (
                <PaymentAccountSelect label="From" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
            <Controller
              control={control}
              name="to"
              render={({ field, fieldState }) => (
                <PaymentAccountSelect label="To" value={field.value} onChange={field.onChange} error={fieldState.error?.message} exclude={from} />
              )}
            />
          </Group>
          <Group grow align="flex-start">
            <Controller
              control={control}
              name="amount"
              render={({ field, fieldState }) => (
                <TextInput label="Amount" inputMode="decimal" placeholder="0.00" {...field} error={fieldState.error?.message} />
              )}
            />
            <Controller
              control={control}
              name="fee"
              render={({ field, fieldState }) => (
                <TextInput label="Bank charges (optional)" inputMode="decimal" placeholder="0.00" {...field} error={fieldState.error?.message} />
              )}
            />
          </Group>
          <Controller control={control} name="description" render={({ field }) => <TextInput label="Description (optional)" {...field} />} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Transfer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
