// CreateWorkInProgress (spec 002 §2 Production): raw materials moved into work in progress at their
// moving average, for a batch produced later. Needs the account setting wipStatus on.

import { Alert, Center, Button, Grid, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';
import { ApiError } from '../../../lib/api-client.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { Decimal } from '@ledgerline/ledger';
import { useMoveToWip, useSetWip, useWip, useWipSetting } from '../api/production.js';
import { inputCost } from '../production-cost.js';
import { StockSelect } from './stock-select.js';

interface WipLine {
  id: string;
  name: string;
  quantity: string;
  onHand: string;
  stockValue: string;
  measurement: string;
}

interface WipValues {
  items: WipLine[];
}

const emptyLine = (): WipLine => ({ id: '', name: '', quantity: '', onHand: '', stockValue: '', measurement: '' });

/** Moving raw materials into work in progress (needs the WIP setting on). */
export function WipForm() {
  const money = useMoney();
  const setting = useWipSetting();
  const setWip = useSetWip();
  const wip = useWip();
  const move = useMoveToWip();
  const form = useForm<WipValues>({ defaultValues: { items: [emptyLine()] } });
  const { control, register, setValue, setError, formState } = form;
  const items = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' }) ?? [];
  const total = lines.reduce((sum, line) => sum.plus(inputCost(line, money.decimals)), new Decimal(0));
  const errors = formState.errors.items;

  const submit = form.handleSubmit((values) => {
    let valid = true;
    values.items.forEach((line, index) => {
      if (!line.id) {
        setError(`items.${index}.id`, { message: 'Pick a raw material' });
        valid = false;
      }
      if (!(readDecimal(line.quantity)?.gt(0) ?? false)) {
        setError(`items.${index}.quantity`, { message: 'Quantity is required' });
        valid = false;
      }
    });
    if (!valid) return;
    move.mutate(
      { items: values.items.map((line) => ({ id: line.id, quantity: readDecimal(line.quantity)!.toString() })) },
      {
        onSuccess: () => {
          notifications.show({ message: 'Raw materials moved to work in progress', color: 'green' });
          form.reset({ items: [emptyLine()] });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const { field, message } of error.errors) {
            const line = /^items\[(\d+)\]\.(id|quantity)$/.exec(field);
            if (line) setError(`items.${Number(line[1])}.${line[2] as 'id' | 'quantity'}`, { message });
          }
        },
      },
    );
  });

  const header = (
    <PageHeader
      title="Move raw materials to work in progress"
      description="Raw materials set aside for production, at their average cost, until a batch uses them."
      trail={[{ label: 'Production', to: paths.production }]}
      actions={
        <Button component={Link} to="/production/produce" variant="default">
          Create production batch
        </Button>
      }
    />
  );

  return (
    <>
      {header}
      <QueryState
        label="Loading settings…"
        isLoading={setting.isPending}
        error={setting.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void setting.refetch()}
      >
        <form onSubmit={submit} noValidate aria-label="Move raw materials to WIP">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder p="md" radius="md">
                <Title order={4} mb="sm">
                  Raw materials
                </Title>
                {/* The setting first: nothing moves while it is off. */}
                <Switch
                  label="Use work in progress"
                  description={setting.data ? 'Also in the account settings.' : 'Off: turn it on to move raw materials into work in progress.'}
                  checked={setting.data ?? false}
                  disabled={setWip.isPending}
                  onChange={(e) => setWip.mutate({ wipStatus: e.currentTarget.checked })}
                  mb="md"
                />
                {setWip.error && (
                  <Text c="red" size="sm" mb="sm" role="alert">
                    {setWip.error.message}
                  </Text>
                )}
                <Table verticalSpacing="xs" aria-label="Raw materials to move" className="lines-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Raw material</Table.Th>
                      <Table.Th w={150}>Quantity</Table.Th>
                      <Table.Th ta="right" w={130}>
                        Cost
                      </Table.Th>
                      <Table.Th w={44} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.fields.map((item, index) => {
                      const line = lines[index];
                      return (
                        <Table.Tr key={item.id}>
                          <Table.Td className="line-wide" valign="top">
                            <StockSelect
                              type="RAW_MATERIAL"
                              ariaLabel={`Raw material, line ${index + 1}`}
                              value={{ id: line?.id ?? '', name: line?.name ?? '' }}
                              onPick={(picked) => {
                                setValue(`items.${index}.id`, picked?.id ?? '', { shouldValidate: formState.isSubmitted });
                                setValue(`items.${index}.name`, picked?.name ?? '');
                                setValue(`items.${index}.onHand`, picked?.onHand ?? '');
                                setValue(`items.${index}.stockValue`, picked?.stockValue ?? '');
                                setValue(`items.${index}.measurement`, picked?.measurement ?? '');
                              }}
                              error={errors?.[index]?.id?.message}
                            />
                          </Table.Td>
                          <Table.Td data-label="Quantity" valign="top">
                            <TextInput
                              aria-label={`Quantity, line ${index + 1}`}
                              inputMode="decimal"
                              description={line?.id ? `${line.onHand || 0} ${line.measurement} in stock` : undefined}
                              inputWrapperOrder={['label', 'input', 'description', 'error']}
                              {...register(`items.${index}.quantity`)}
                              error={errors?.[index]?.quantity?.message}
                            />
                          </Table.Td>
                          <Table.Td ta="right" data-label="Cost" valign="top" style={{ whiteSpace: 'nowrap' }}>
                            {/* As tall as the fields beside it, so the figure lines up with them. */}
                            <Text inherit lh="36px">
                              {line?.id ? money.format(inputCost(line, money.decimals).toFixed(money.decimals)) : '—'}
                            </Text>
                          </Table.Td>
                          <Table.Td className="line-actions" valign="top">
                            <Center h={36}>
                              <RemoveLineButton
                                label={`Remove raw material, line ${index + 1}`}
                                onClick={() => items.remove(index)}
                                disabled={items.fields.length === 1}
                              />
                            </Center>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
                <Button variant="light" leftSection={<IconPlus size={16} />} mt="sm" onClick={() => items.append(emptyLine())}>
                  Add raw material
                </Button>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Work in progress">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" c="dimmed">
                        In work in progress now
                      </Text>
                      <Text size="sm" fw={500} data-testid="wip-balance">
                        {wip.data ? money.format(wip.data.balance) : wip.isError ? '—' : '…'}
                      </Text>
                    </Group>
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={700}>Moving now</Text>
                      <Text fw={700} size="lg" data-testid="wip-moving">
                        {money.format(total.toFixed(money.decimals))}
                      </Text>
                    </Group>
                  </Stack>
                </Paper>
                {move.error && !move.error.errors.some((e) => e.field.startsWith('items[')) && (
                  <Alert color="red" variant="light" title="Not moved" role="alert">
                    {move.error.message}
                  </Alert>
                )}
                <Button type="submit" size="md" loading={move.isPending} disabled={!setting.data} fullWidth>
                  Move to work in progress
                </Button>
              </Stack>
            </Grid.Col>
          </Grid>
        </form>
      </QueryState>
    </>
  );
}
