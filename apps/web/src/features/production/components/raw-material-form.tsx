// A raw material (spec 002 §2 Production, /production/raw-material/create) with its opening stock,
// which goes into raw materials inventory at quantity × cost price.

import { Alert, Button, Grid, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { MEASUREMENTS, roundToScale } from '@ledgerline/ledger';
import { PageHeader } from '../../../components/page-header.js';
import { apiClient } from '../../../lib/api-client.js';
import type { DataOf } from '../../../lib/api-answers.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { useCreateRawMaterial } from '../api/production.js';
import { productionKeys } from '../production.keys.js';

/** The units the server takes for a raw material: the catalogue's (spec 001 §3). */
const MEASUREMENT_OPTIONS = [...MEASUREMENTS];

interface RawMaterialValues {
  name: string;
  sku: string;
  measurement: string;
  quantity: string;
  price: string;
}

const DEFAULTS: RawMaterialValues = { name: '', sku: '', measurement: 'Unit', quantity: '', price: '' };

/** A raw material with its opening stock (into raw materials inventory at quantity × price). */
export function RawMaterialForm() {
  const money = useMoney();
  const create = useCreateRawMaterial();
  const nextSku = useQuery({
    queryKey: [...productionKeys.all, 'sku'],
    queryFn: async () => (await apiClient.get<DataOf<'/api/v1/production/sku', 'get'>>('/production/sku?type=RAW_MATERIAL')).data.sku,
  });
  const form = useForm<RawMaterialValues>({ defaultValues: DEFAULTS, mode: 'onTouched' });
  const { control, register, formState } = form;
  const [quantity, price] = useWatch({ control, name: ['quantity', 'price'] });
  const opening = readDecimal(quantity) && readDecimal(price) ? roundToScale(readDecimal(quantity)!.times(readDecimal(price)!), money.decimals) : null;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        name: values.name.trim(),
        ...(values.sku.trim() ? { sku: values.sku.trim() } : {}),
        measurement: values.measurement,
        ...(values.quantity.trim() ? { quantity: readDecimal(values.quantity)!.toString() } : {}),
        ...(values.price.trim() ? { price: readDecimal(values.price)!.toString() } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ message: `${values.name.trim()} created`, color: 'green' });
          form.reset(DEFAULTS);
        },
      },
    ),
  );
  const fieldError = (name: keyof RawMaterialValues) => formState.errors[name]?.message ?? create.error?.fieldMessage(name);

  return (
    <>
      <PageHeader
        title="New raw material"
        description="What your products are made from, with the stock you hold now."
        trail={[{ label: 'Production', to: paths.production }]}
        actions={
          <Button component={Link} to="/production/produce" variant="default">
            Create production batch
          </Button>
        }
      />
      <form onSubmit={submit} noValidate aria-label="Create raw material">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md">
                <Title order={4} mb="sm">
                  Raw material
                </Title>
                <Stack>
                  <TextInput
                    label="Name"
                    placeholder="e.g. Flour"
                    {...register('name', { validate: (v) => v.trim() !== '' || 'Name is required' })}
                    error={fieldError('name')}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="SKU"
                      placeholder={nextSku.data ? `${nextSku.data} when blank` : 'Made for you when blank'}
                      {...register('sku')}
                      error={fieldError('sku')}
                    />
                    <Controller
                      control={control}
                      name="measurement"
                      render={({ field }) => (
                        <Select
                          label="Measurement"
                          data={MEASUREMENT_OPTIONS}
                          value={field.value}
                          onChange={(v) => field.onChange(v ?? 'Unit')}
                          allowDeselect={false}
                          searchable
                          error={fieldError('measurement')}
                        />
                      )}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>
              <Paper withBorder p="md" radius="md">
                <Title order={4}>Opening stock</Title>
                <Text c="dimmed" size="sm" mb="sm">
                  Leave blank when you hold none yet.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Opening quantity"
                    inputMode="decimal"
                    placeholder="0"
                    {...register('quantity', { validate: (v) => v.trim() === '' || readDecimal(v) !== null || 'Enter a quantity' })}
                    error={fieldError('quantity')}
                  />
                  <TextInput
                    label="Cost price (per unit)"
                    inputMode="decimal"
                    leftSection={money.symbol}
                    placeholder="0.00"
                    {...register('price', {
                      validate: (v, all) => {
                        if (v.trim() !== '' && readDecimal(v) === null) return 'Enter an amount, e.g. 4500.00';
                        return !all.quantity.trim() || v.trim() !== '' || 'Cost price is required';
                      },
                    })}
                    error={fieldError('price')}
                  />
                </SimpleGrid>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Opening value">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700}>Opening value</Text>
                  <Text fw={700} size="lg" data-testid="opening-value">
                    {money.format((opening ?? roundToScale('0', money.decimals)).toFixed(money.decimals))}
                  </Text>
                </Group>
                <Text c="dimmed" size="xs" mt={4}>
                  Quantity × cost price, into raw materials inventory.
                </Text>
              </Paper>
              {create.error && create.error.errors.length === 0 && (
                <Alert color="red" variant="light" title="Not created" role="alert">
                  {create.error.message}
                </Alert>
              )}
              <Button type="submit" size="md" loading={create.isPending} fullWidth>
                Create raw material
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </>
  );
}
