import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import Decimal from 'decimal.js';
import { useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../lib/money.js';
import { useCloseRegister, type Register } from '../api/registers.js';

const isAmount = (text: string | undefined) => text !== undefined && /^\d+(\.\d{1,2})?$/.test(text.trim());

/** Closing the register: counted per payment account against what is expected; the cash difference is shown before it is posted. */
export function RegisterClose({ register, onClosed }: { register: Register; onClosed?: () => void }) {
  const close = useCloseRegister();
  const accounts = register.paymentSummary;
  const form = useForm<{ counted: Record<string, string> }>({ defaultValues: { counted: Object.fromEntries(accounts.map((a) => [a.glAccount, ''])) } });
  const counted = useWatch({ control: form.control, name: 'counted' }) ?? {};
  // Each account by the name the API gives it (GTBank, or GTBank 1234 beside another GTBank account); a register
  // remembered offline from before the API named them has only the account.
  const name = (entry: (typeof accounts)[number]) => entry.name ?? (entry.glAccount === 'Cash' ? 'Cash' : 'Bank');
  const difference = (glAccount: string, expected: string) =>
    isAmount(counted[glAccount]) ? new Decimal(counted[glAccount].trim()).minus(expected).toFixed(2) : null;

  const submit = form.handleSubmit((values) =>
    close.mutate(
      {
        registerId: register.id,
        paymentSummary: accounts
          .filter((a) => isAmount(values.counted[a.glAccount]))
          .map((a) => ({ glAccount: a.glAccount, counted: values.counted[a.glAccount].trim() })),
      },
      { onSuccess: () => onClosed?.() },
    ),
  );

  return (
    <Card withBorder component="form" onSubmit={submit} aria-label="Close register">
      <Stack>
        <Title order={3}>Close the register</Title>
        <Text size="sm">
          Till {register.till}, opened with a float of {formatMoney(register.openingFloat, register.currency)}; {register.salesCount} sales.
        </Text>
        {/* On a phone each account is a card of its figures (styles.css, .lines-table), the counted field in reach. */}
        <Table className="lines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th ta="right">Sales</Table.Th>
              <Table.Th ta="right">Expected</Table.Th>
              <Table.Th>Counted</Table.Th>
              <Table.Th ta="right">Difference</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((entry) => {
              const diff = difference(entry.glAccount, entry.expected);
              return (
                <Table.Tr key={entry.glAccount}>
                  <Table.Td className="line-wide" fw={600}>
                    {name(entry)}
                  </Table.Td>
                  <Table.Td data-label="Sales" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(entry.glTotalSale, register.currency)}
                  </Table.Td>
                  <Table.Td data-label="Expected" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(entry.expected, register.currency)}
                  </Table.Td>
                  <Table.Td data-label="Counted">
                    <TextInput
                      aria-label={`Counted ${name(entry)}`}
                      inputMode="decimal"
                      {...form.register(`counted.${entry.glAccount}`, {
                        validate: (value) => (entry.glAccount !== 'Cash' && !value) || isAmount(value) || 'Enter the amount counted',
                      })}
                      error={form.formState.errors.counted?.[entry.glAccount]?.message}
                    />
                  </Table.Td>
                  <Table.Td
                    data-label="Difference"
                    ta="right"
                    style={{ whiteSpace: 'nowrap' }}
                    c={diff && diff.startsWith('-') ? 'red' : undefined}
                    data-testid={`difference-${entry.glAccount}`}
                  >
                    {diff === null ? '—' : formatMoney(diff, register.currency)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {close.error ? <Alert color="red">{close.error.message}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={close.isPending}>
            Close register
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
