// The invoice and quotation form's discount, delivery and tax card and its totals panel, laid out as
// the sale form's (transactions/components/totals-fields.tsx): each adjustment a switch with % or an
// amount in the business's currency; the totals beside the form, amounts right-aligned.

import { Divider, Grid, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { readDecimal } from '../../../lib/decimal-input.js';
import type { ComputedTotals } from '../../../lib/document-totals.js';
import { useMoney } from '../../../lib/money-context.js';
import type { DocumentFormValues } from './document-form-values.js';

type AdjustmentName = 'discount' | 'delivery' | 'tax';

/** The card of discount, delivery and tax, side by side on wider screens. */
export function AdjustmentsCard({ control }: { control: Control<DocumentFormValues> }) {
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

function AdjustmentField({ control, name, label }: { control: Control<DocumentFormValues>; name: AdjustmentName; label: string }) {
  const money = useMoney();
  return (
    <Controller
      control={control}
      name={name}
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

/** Subtotal, the adjustments that come to something, and the total (`form-total`). */
export function TotalsPanel({ totals }: { totals: ComputedTotals }) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Totals">
      <Stack gap={6}>
        <TotalRow label="Subtotal" amount={totals.subtotal} testId="form-subtotal" />
        {!isZero(totals.discount) && <TotalRow label="Discount" amount={`-${totals.discount}`} testId="form-discount" />}
        {!isZero(totals.delivery) && <TotalRow label="Delivery" amount={totals.delivery} testId="form-delivery" />}
        {!isZero(totals.tax) && <TotalRow label="Tax" amount={totals.tax} testId="form-tax" />}
        <Divider my={4} />
        <TotalRow label="Total" amount={totals.total} strong testId="form-total" />
      </Stack>
    </Paper>
  );
}
