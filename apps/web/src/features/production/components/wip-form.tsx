import { Alert, Button, Card, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { formatMoney } from '../../../lib/money.js';
import { useMoveToWip, useSetWip, useWip, useWipSetting } from '../api/production.js';
import { StockSelect } from './stock-select.js';

interface WipValues {
  items: { id: string; quantity: string }[];
}

/** Moving raw materials into work in progress (needs the WIP setting on). */
export function WipForm() {
  const setting = useWipSetting();
  const setWip = useSetWip();
  const wip = useWip();
  const move = useMoveToWip();
  const form = useForm<WipValues>({ defaultValues: { items: [{ id: '', quantity: '' }] } });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const submit = form.handleSubmit((values) =>
    move.mutate(
      { items: values.items },
      {
        onSuccess: () => {
          notifications.show({ message: 'Raw materials moved to work in progress', color: 'green' });
          form.reset();
        },
      },
    ),
  );
  if (setting.isPending) return <Loader aria-label="Loading settings" />;
  if (setting.isError) return <Alert color="red">Settings could not be loaded: {setting.error.message}</Alert>;
  return (
    <Card withBorder component="form" onSubmit={submit} aria-label="Move raw materials to WIP" maw={640}>
      <Stack>
        <Title order={3}>Move raw materials to work in progress</Title>
        <Switch label="Work in progress is on" checked={setting.data} onChange={(e) => setWip.mutate({ wipStatus: e.currentTarget.checked })} />
        <Text size="sm">In work in progress now: {wip.data ? formatMoney(wip.data.balance) : '…'}</Text>
        {items.fields.map((field, index) => (
          <Group key={field.id} align="flex-end">
            <Controller
              control={form.control}
              name={`items.${index}.id`}
              rules={{ required: 'Pick a raw material' }}
              render={({ field: f, fieldState }) => (
                <StockSelect type="RAW_MATERIAL" label="Raw material" value={f.value} onChange={f.onChange} error={fieldState.error?.message} />
              )}
            />
            <TextInput
              label="Quantity"
              inputMode="decimal"
              {...form.register(`items.${index}.quantity`, { required: 'Quantity is required' })}
              error={form.formState.errors.items?.[index]?.quantity?.message}
            />
            <Button variant="subtle" color="red" onClick={() => items.remove(index)} disabled={items.fields.length === 1}>
              Remove
            </Button>
          </Group>
        ))}
        <Button variant="default" onClick={() => items.append({ id: '', quantity: '' })}>
          Add raw material
        </Button>
        {move.error ? <Alert color="red">{move.error.message}</Alert> : null}
        <Button type="submit" loading={move.isPending} disabled={!setting.data}>
          Move to work in progress
        </Button>
      </Stack>
    </Card>
  );
}
