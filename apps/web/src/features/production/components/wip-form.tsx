// CreateWorkInProgress (spec 002 §2 Production): raw materials moved into work in progress at their
// moving average, for a batch produced later. Needs the account setting wipStatus on.

import { Alert, Button, Grid, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { ApiError } from '../../../lib/api-client.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { Decimal } from '@ledgerline/ledger';
import { useMoveToWip, useSetWip, useWip, useWipSetting } from '../api/production.js';
import { inputCost } from '../production-cost.js';
import { emptyRawMaterialLine, RawMaterialLines, type RawMaterialLine } from './raw-material-lines.js';

interface WipValues {
  items: RawMaterialLine[];
}

/** Moving raw materials into work in progress (needs the WIP setting on). */
export function WipForm() {
  const money = useMoney();
  const setting = useWipSetting();
  const setWip = useSetWip();
  const wip = useWip();
  const move = useMoveToWip();
  const form = useForm<WipValues>({ defaultValues: { items: [emptyRawMaterialLine()] } });
  const { control, setError } = form;
  const lines = useWatch({ control, name: 'items' }) ?? [];
  const total = lines.reduce((sum, line) => sum.plus(inputCost(line, money.decimals)), new Decimal(0));

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
          form.reset({ items: [emptyRawMaterialLine()] });
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
                <RawMaterialLines form={form} name="items" tableLabel="Raw materials to move" quantityLabel={(line) => `Quantity, line ${line}`} keepOne />
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
