// Pieces shared by the sale, purchase and expense forms: the discount, delivery and tax toggles (each
// fixed or percent), the payment block, and the totals panel.

import { Divider, Grid, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IsoDateInput } from '../../../lib/date-input.js';
import { useMoney } from '../../../lib/money-context.js';
import type { ComputedTotals } from '../../../lib/document-totals.js';
import { ContactPicker } from './pickers.js';
import { PaymentAccountSelect } from '../../../components/payment-account-select.js';

/** The card of discount, delivery and tax toggles, side by side on wider screens. */
export function AdjustmentsCard<T extends FieldValues>({ control }: { control: Control<T> }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Discount, delivery and tax
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <AdjustmentField control={control} name="discount" label="Discount" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <AdjustmentField control={control} name="delivery" label="Delivery" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <AdjustmentField control={control} name="tax" label="Tax" />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

function AdjustmentField<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: 'discount' | 'delivery' | 'tax'; label: string }) {
  const money = useMoney();
  return (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <Stack gap={6}>
          <Switch label={label} checked={field.value.enabled} onChange={(event) => field.onChange({ ...field.value, enabled: event.currentTarget.checked })} />
          {field.value.enabled && (
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <SegmentedControl
                size="xs"
                aria-label={`${label} type`}
                data={[
                  { value: 'percent', label: '%' },
                  { value: 'fixed', label: money.currency },
                ]}
                value={field.value.type}
                onChange={(type) => field.onChange({ ...field.value, type })}
              />
              <TextInput
                aria-label={`${label} ${field.value.type === 'percent' ? 'percent' : 'amount'}`}
                placeholder={field.value.type === 'percent' ? '0' : '0.00'}
                inputMode="decimal"
                size="xs"
                rightSection={field.value.type === 'percent' ? '%' : undefined}
                value={field.value.value}
                onChange={(event) => field.onChange({ ...field.value, value: event.currentTarget.value })}
                error={(fieldState.error as { value?: { message?: string } } | undefined)?.value?.message ?? fieldState.error?.message}
                style={{ flex: 1 }}
              />
            </Group>
          )}
        </Stack>
      )}
    />
  );
}

/** Cash or a bank account, credit with deposit and due date, and the contact who owes or is owed. */
export function PaymentBlock<T extends FieldValues>({
  control,
  credit,
  accountLabel,
  contactLabel,
  contactKind,
  allowCredit = true,
}: {
  control: Control<T>;
  credit: boolean;
  accountLabel: string;
  contactLabel: string;
  contactKind: 'customer' | 'supplier' | 'vendor';
  allowCredit?: boolean;
}) {
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={'account' as Path<T>}
        render={({ field, fieldState }) => (
          <PaymentAccountSelect label={accountLabel} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      {allowCredit && (
        <Controller
          control={control}
          name={'credit' as Path<T>}
          render={({ field }) => (
            <Switch label="On credit (part or all paid later)" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
          )}
        />
      )}
      <Controller
        control={control}
        name={'contact' as Path<T>}
        render={({ field, fieldState }) => (
          <ContactPicker
            label={credit ? contactLabel : `${contactLabel} (optional)`}
            value={field.value}
            onPick={(contact) => field.onChange(contact ?? { id: '', name: '' })}
            error={fieldState.error?.message ?? (fieldState.error as { id?: { message?: string } } | undefined)?.id?.message}
            kind={contactKind}
          />
        )}
      />
      {credit && (
        <Group grow align="flex-start">
          <Controller
            control={control}
            name={'deposit' as Path<T>}
            render={({ field, fieldState }) => (
              <TextInput label="Deposit paid now" placeholder="0.00" inputMode="decimal" {...field} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name={'dueDate' as Path<T>}
            render={({ field, fieldState }) => (
              <IsoDateInput label="Due date" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </Group>
      )}
    </Stack>
  );
}

function TotalRow({ label, amount, strong, testId }: { label: string; amount: string; strong?: boolean; testId?: string }) {
  const money = useMoney();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {money.format(amount)}
      </Text>
    </Group>
  );
}

export function TotalsPanel({ totals, credit, showDelivery = true }: { totals: ComputedTotals; credit: boolean; showDelivery?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Totals">
      <Stack gap={6}>
        <TotalRow label="Subtotal" amount={totals.subtotal} testId="subtotal" />
        {totals.discount !== '0.00' && <TotalRow label="Discount" amount={`-${totals.discount}`.replace('--', '')} testId="discount" />}
        {showDelivery && totals.delivery !== '0.00' && <TotalRow label="Delivery" amount={totals.delivery} testId="delivery" />}
        {totals.tax !== '0.00' && <TotalRow label="Tax" amount={totals.tax} testId="tax" />}
        <Divider my={4} />
        <TotalRow label="Total" amount={totals.negative ? totals.total : totals.total} strong testId="total" />
        {credit && (
          <>
            <TotalRow label="Paid now" amount={totals.paid} testId="paid" />
            <TotalRow label="Balance owed" amount={totals.balance} testId="balance" />
          </>
        )}
      </Stack>
    </Paper>
  );
}
