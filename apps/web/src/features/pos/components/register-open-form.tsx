import { Alert, Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useOpenRegister } from '../api/registers.js';

interface OpenRegisterValues {
  openingFloat: string;
  till: string;
}

/** Opening the register: the cash put in the drawer (spec 002 §3 Register: openingFloat). */
export function RegisterOpenForm() {
  const open = useOpenRegister();
  const form = useForm<OpenRegisterValues>({ defaultValues: { openingFloat: '', till: 'Main' } });
  const submit = form.handleSubmit((values) => open.mutate({ openingFloat: values.openingFloat.trim(), till: values.till.trim() || undefined }));
  return (
    <Card withBorder w="100%" maw={420} component="form" onSubmit={submit} aria-label="Open register">
      <Stack>
        <Title order={3}>Open the register</Title>
        <TextInput
          label="Opening float"
          inputMode="decimal"
          placeholder="20000.00"
          error={form.formState.errors.openingFloat?.message ?? open.error?.fieldMessage('openingFloat')}
          {...form.register('openingFloat', {
            required: 'Enter the cash in the drawer',
            pattern: { value: /^\d+(\.\d{1,2})?$/, message: 'Enter an amount, e.g. 20000.00' },
          })}
        />
        <TextInput label="Till" {...form.register('till')} error={open.error?.fieldMessage('till')} />
        {open.error && !open.error.errors.length ? <Alert color="red">{open.error.message}</Alert> : null}
        <Button type="submit" loading={open.isPending}>
          Open register
        </Button>
      </Stack>
    </Card>
  );
}
