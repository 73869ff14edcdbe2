// The discount, delivery and tax card and the totals panel of every document form (sale, purchase,
// expense, invoice, quotation): each adjustment a switch with % or an amount in the business's
// currency; the totals beside the form, amounts right-aligned, an adjustment shown only when it
// comes to something (in any currency's decimals: "0" for JPY as "0.00" for NGN).

import { Divider, Grid, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { readDecimal } from '../lib/decimal-input.js';
import type { AdjustmentInput, ComputedTotals } from '../lib/document-totals.js';
import { useMoney } from '../lib/money-context.js';

type AdjustmentName = 'discount' | 'delivery' | 'tax';
/** A form with the three adjustments (each `{ enabled, type, value }`). */
type WithAdjustments = FieldValues & Record<AdjustmentName, AdjustmentInput>;

/** The card of discount, delivery and tax, side by side on wider screens. */
export function AdjustmentsCard<T extends WithAdjustments>({ control }: { control: Control<T> }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Discount, delivery and tax
      </Title>
      <Grid>
        {(
          [
            ['discount', 'Discount'],
            ['delivery', 'Delivery'],
            ['tax', 'Tax'],
          ] as const
        ).map(([name, label]) => (
          <Grid.Col key={name} span={{ base: 12, sm: 4 }}>
            <AdjustmentField control={control} name={name} label={label} />
          </Grid.Col>
        ))}
      </Grid>
    </Paper>
  );
}

function AdjustmentField<T extends WithAdjustments>({ control, name, label }: { control: Control<T>; name: AdjustmentName; label: string }) {
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
                placeholder={field.value.type === 'percent' ? '0' : (0).toFixed(money.decimals)}
                inputMode="decimal"
                size="xs"
                leftSection={field.value.type === 'fixed' ? money.symbol : undefined}
                rightSection={field.value.type === 'percent' ? '%' : undefined}
                styles={{ input: { textAlign: 'right' } }}
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

function TotalRow({ label, amount, strong, testId }: { label: string; amount: string; strong?: boolean; testId?: string }) {
  const money = useMoney();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {money.format(amount)}
      </Text>
    </Group>
  );
}

const isZero = (amount: string) => readDecimal(amount)?.isZero() ?? true;

/** Subtotal, the adjustments that come to something, the total; on credit, what is paid now and owed. */
export function TotalsPanel({ totals, credit = false }: { totals: ComputedTotals; credit?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Totals">
      <Stack gap={6}>
        <TotalRow label="Subtotal" amount={totals.subtotal} testId="subtotal" />
        {!isZero(totals.discount) && <TotalRow label="Discount" amount={`-${totals.discount}`} testId="discount" />}
        {!isZero(totals.delivery) && <TotalRow label="Delivery" amount={totals.delivery} testId="delivery" />}
        {!isZero(totals.tax) && <TotalRow label="Tax" amount={totals.tax} testId="tax" />}
        <Divider my={4} />
        <TotalRow label="Total" amount={totals.total} strong testId="total" />
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
