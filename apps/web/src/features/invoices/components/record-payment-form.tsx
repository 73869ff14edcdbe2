// A payment on an approved invoice, part or whole (POST /invoice/record-payment): the amount (the
// balance due to start with), the account it went into and the day. The invoice's preview shows it
// in a dialog, the payment page (/payment-invoice/{id}) on the page.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { PaymentAccountSelect } from '../../../components/payment-account-select.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { todayIsoDate } from '../../../lib/date.js';
import { formatMoney, normalizeAmountInput, toMinorUnits } from '../../../lib/money.js';
import { commandAccount } from '../../../lib/payment-accounts.js';
import { useRecordPayment } from '../api/invoices-api.js';

/** What the form needs of the invoice. */
export interface PayableInvoice {
  id: string;
  balance: string;
  currency: string;
}

/** The amount is checked against what is owed here too, so the owner hears at once (the API refuses it anyway: INVOICE_OVERPAYMENT). */
function paymentSchema({ balance, currency }: PayableInvoice) {
  return z.object({
    amount: z
      .string()
      .refine((value) => normalizeAmountInput(value, currency) !== null, 'Enter an amount greater than zero')
      .refine(
        (value) => {
          const amount = normalizeAmountInput(value, currency);
          return amount === null || toMinorUnits(amount, currency) <= toMinorUnits(balance, currency);
        },
        `The payment is more than the ${formatMoney(balance, currency)} owed`,
      ),
    account: z.string().min(1, 'Choose the account the money went into'),
    date: z.string().min(1, 'Enter the day of the payment'),
  });
}

type Values = z.infer<ReturnType<typeof paymentSchema>>;

export function RecordPaymentForm({ invoice, onRecorded, onCancel }: { invoice: PayableInvoice; onRecorded?: () => void; onCancel?: () => void }) {
  const pay = useRecordPayment();
  const schema = useMemo(() => paymentSchema(invoice), [invoice]);
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema) as Resolver<Values>,
    defaultValues: { amount: invoice.balance, account: 'cash', date: todayIsoDate() },
  });
  const submit = handleSubmit((values) => {
    const body = { id: invoice.id, amount: normalizeAmountInput(values.amount, invoice.currency)!, account: commandAccount(values.account), date: values.date };
    pay.mutate(body, {
      onSuccess: (answer) => {
        // What is left is owed still: the next payment starts from it.
        reset({ ...values, amount: answer.data.balance });
        onRecorded?.();
      },
    });
  });
  const fieldError = (field: keyof Values) => pay.error?.fieldMessage(field);
  const formError = pay.error && !(['amount', 'account', 'date'] as const).some((field) => fieldError(field)) ? pay.error.message : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label="Record payment">
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <TextInput label="Amount" inputMode="decimal" placeholder="0.00" {...field} error={fieldState.error?.message ?? fieldError('amount')} />
          )}
        />
        <Controller
          control={control}
          name="account"
          render={({ field, fieldState }) => (
            <PaymentAccountSelect label="Paid into" value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? fieldError('account')} />
          )}
        />
        <Controller
          control={control}
          name="date"
          render={({ field, fieldState }) => (
            <IsoDateInput label="Date" value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? fieldError('date')} />
          )}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pay.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
