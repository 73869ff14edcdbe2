// The budget form: a name, the first month and a grid of accounts × twelve months. Each row can
// spread a yearly amount evenly (the months then add up to it exactly); totals per row, and per
// month for income and for costs. Profit-loss budgets list every account of the profit and loss
// (rows left at zero are not sent); line-item budgets start empty and add the expense lines chosen.

import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Paper, Popover, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import { useMoney } from '../../../lib/money-context.js';
import type { BudgetAccount, BudgetBody, BudgetKind } from '../api.js';
import { monthLabels } from '../months.js';
import { MONTHS, spreadEvenly, sumAmounts } from '../spread.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';

interface LineValues {
  account: string;
  amounts: string[];
}
export interface BudgetFormValues {
  name: string;
  firstMonth: string;
  lines: LineValues[];
}

/** The form's rules, in the currency's decimals (the server checks the same, LEDGER.md §1). */
function budgetSchema(decimals: number, kind: BudgetKind) {
  const amount = new RegExp(decimals === 0 ? '^\\d+$' : `^\\d+(\\.\\d{1,${decimals}})?$`);
  const words = decimals === 0 ? 'Whole amounts only' : `At most ${decimals} decimal places, no minus`;
  return z
    .object({
      name: z.string().trim().min(1, 'Give the budget a name').max(100, 'At most 100 characters'),
      firstMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose the first month'),
      lines: z.array(
        z.object({
          account: z.string(),
          amounts: z.array(z.string().refine((value) => value.trim() === '' || amount.test(value.replace(/[\s,]/g, '')), words)).length(MONTHS),
        }),
      ),
    })
    .refine((values) => values.lines.some((line) => line.amounts.some((value) => /[1-9]/.test(value))), {
      path: ['lines'],
      message: kind === 'line-item' ? 'Add an expense line with an amount' : 'Enter an amount for at least one account',
    });
}

const blankAmounts = () => Array.from({ length: MONTHS }, () => '');

/** Rows to start from: the budget's lines, and for profit-loss every other account at zero. */
export function initialLines(kind: BudgetKind, accounts: readonly BudgetAccount[], lines: readonly LineValues[] = []): LineValues[] {
  if (kind === 'line-item') return lines.map((line) => ({ account: line.account, amounts: [...line.amounts] }));
  const given = new Map(lines.map((line) => [line.account, line.amounts]));
  return accounts.map((account) => ({ account: account.code, amounts: [...(given.get(account.code) ?? blankAmounts())] }));
}

export function BudgetForm({
  kind,
  accounts,
  initial,
  submitLabel,
  submitting,
  error,
  onSubmit,
}: {
  kind: BudgetKind;
  accounts: readonly BudgetAccount[];
  initial: BudgetFormValues;
  submitLabel: string;
  submitting: boolean;
  error?: string | null;
  onSubmit: (body: BudgetBody) => void;
}) {
  const money = useMoney();
  const schema = useMemo(() => budgetSchema(money.decimals, kind), [money.decimals, kind]);
  const form = useForm<BudgetFormValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const firstMonth = form.watch('firstMonth');
  const labels = monthLabels(/^\d{4}-\d{2}$/.test(firstMonth) ? firstMonth : initial.firstMonth);
  const byCode = new Map(accounts.map((account) => [account.code, account]));
  const chosen = new Set(lines.fields.map((line) => line.account));
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    onSubmit({
      name: values.name.trim(),
      kind,
      firstMonth: values.firstMonth,
      lines: values.lines
        // A profit-loss row left at zero plans nothing: not sent.
        .filter((line) => kind === 'line-item' || line.amounts.some((value) => /[1-9]/.test(value)))
        .map((line) => ({ account: line.account, amounts: line.amounts.map((value) => money.parseInput(value) ?? '0') })),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Budget">
      <Stack>
        <Paper withBorder radius="md" p="md">
          <Group align="flex-start" wrap="wrap">
            <TextInput label="Name" withAsterisk w={{ base: '100%', sm: 320 }} {...form.register('name')} error={errors.name?.message} />
            <TextInput label="First month" type="month" withAsterisk w={180} {...form.register('firstMonth')} error={errors.firstMonth?.message} />
          </Group>
        </Paper>

        {kind === 'line-item' && (
          <Select
            label="Add an expense line"
            placeholder="Choose an expense account"
            searchable
            w={{ base: '100%', sm: 360 }}
            data={accounts.filter((account) => !chosen.has(account.code)).map((account) => ({ value: account.code, label: `${account.code} ${account.name}` }))}
            value={null}
            onChange={(code) => code && lines.append({ account: code, amounts: blankAmounts() })}
          />
        )}

        {errors.lines?.root?.message || errors.lines?.message ? (
          <Alert color="red" role="alert">
            {errors.lines?.root?.message ?? errors.lines?.message}
          </Alert>
        ) : null}

        {lines.fields.length === 0 ? (
          <Text c="dimmed">No lines yet: add the expense lines this budget plans.</Text>
        ) : (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={1500}>
              <Table striped withColumnBorders verticalSpacing={4} aria-label="Budget grid">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th miw={200}>Account</Table.Th>
                    {labels.map((label) => (
                      <Table.Th key={label} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {label}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th aria-label="Row actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.fields.map((line, row) => {
                    const account = byCode.get(line.account);
                    const name = account ? `${account.code} ${account.name}` : line.account;
                    return (
                      <Table.Tr key={line.id}>
                        <Table.Td>
                          <Text size="sm">{name}</Text>
                          <Text size="xs" c="dimmed">
                            {account?.side === 'income' ? 'Income' : 'Cost / expense'}
                          </Text>
                        </Table.Td>
                        {labels.map((label, month) => (
                          <Table.Td key={label}>
                            <TextInput
                              size="xs"
                              w={96}
                              inputMode="decimal"
                              aria-label={`${name}, ${label}`}
                              styles={{ input: { textAlign: 'right' } }}
                              {...form.register(`lines.${row}.amounts.${month}`)}
                              error={errors.lines?.[row]?.amounts?.[month]?.message}
                            />
                          </Table.Td>
                        ))}
                        <Table.Td ta="right">
                          <RowTotal control={form.control} row={row} name={name} />
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <SpreadButton name={name} row={row} setValue={form.setValue} />
                            {kind === 'line-item' && <RemoveLineButton label={`Remove ${name}`} onClick={() => lines.remove(row)} />}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
                <MonthTotals control={form.control} byCode={byCode} kind={kind} />
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}

        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A row's year: watched on its own, so typing re-renders this cell, not the grid. */
function RowTotal({ control, row, name }: { control: Control<BudgetFormValues>; row: number; name: string }) {
  const money = useMoney();
  const amounts = useWatch({ control, name: `lines.${row}.amounts` }) ?? [];
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} aria-label={`${name}, total`}>
      {money.format(sumAmounts(amounts, money.currency))}
    </Text>
  );
}

/** The month totals of income and of costs (one "Total" row for a line-item budget). */
function MonthTotals({ control, byCode, kind }: { control: Control<BudgetFormValues>; byCode: Map<string, BudgetAccount>; kind: BudgetKind }) {
  const money = useMoney();
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const sides = kind === 'line-item' ? (['expense'] as const) : (['income', 'expense'] as const);
  return (
    <Table.Tfoot>
      {sides.map((side) => {
        const rows = lines.filter((line) => (byCode.get(line.account)?.side ?? 'expense') === side);
        const label = kind === 'line-item' ? 'Total' : side === 'income' ? 'Total income' : 'Total costs and expenses';
        const months = Array.from({ length: MONTHS }, (_, month) =>
          sumAmounts(
            rows.map((line) => line.amounts[month] ?? ''),
            money.currency,
          ),
        );
        return (
          <Table.Tr key={side}>
            <Table.Th>{label}</Table.Th>
            {months.map((amount, month) => (
              <Table.Td key={month} ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money.format(amount)}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} aria-label={`${label}, year`}>
              {money.format(sumAmounts(months, money.currency))}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        );
      })}
    </Table.Tfoot>
  );
}

/** "Spread a yearly amount evenly" over the row's twelve months. */
function SpreadButton({ name, row, setValue }: { name: string; row: number; setValue: UseFormSetValue<BudgetFormValues> }) {
  const money = useMoney();
  const [opened, setOpened] = useState(false);
  const [yearly, setYearly] = useState('');
  const [error, setError] = useState<string | null>(null);
  const spread = () => {
    const amount = yearly.trim() === '0' ? '0' : money.parseInput(yearly);
    if (amount === null) {
      setError(money.decimals === 0 ? 'A whole amount, 0 or more' : `An amount, 0 or more, at most ${money.decimals} decimal places`);
      return;
    }
    spreadEvenly(amount, money.currency).forEach((value, month) =>
      setValue(`lines.${row}.amounts.${month}`, value, { shouldDirty: true, shouldValidate: true }),
    );
    setOpened(false);
    setYearly('');
    setError(null);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="left" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={`Spread a yearly amount over ${name}`} onClick={() => setOpened((open) => !open)}>
          <IconArrowsHorizontal size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={220}>
          <TextInput
            label="Yearly amount"
            description="Spread evenly over the 12 months"
            inputMode="decimal"
            value={yearly}
            onChange={(event) => setYearly(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                spread();
              }
            }}
            error={error}
            data-autofocus
          />
          <Button size="xs" onClick={spread}>
            Spread evenly
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
