import { PageHeader } from '../../../components/page-header.js';
import { Alert, Button, Card, ColorInput, SegmentedControl, Stack, Switch } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useSaveCustomisation } from '../api/invoices-api.js';

interface CustomisationValues {
  template: 'standard' | 'letterhead';
  colour: string;
  showLogo: boolean;
  showBankDetails: boolean;
}

/** /invoice/customize: the invoice's template, colour and what it shows (POST /accounts/settings/invoice). */
export function InvoiceCustomizePage() {
  const save = useSaveCustomisation();
  const form = useForm<CustomisationValues>({ defaultValues: { template: 'letterhead', colour: '#1c7ed6', showLogo: true, showBankDetails: true } });
  return (
    <Stack>
      <PageHeader back={{ to: '/invoice/summary', label: 'Invoices' }} title="Customize invoices" />
      <Card withBorder>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <Stack>
            {save.isSuccess && <Alert color="blue">{save.data.message ?? 'Saved'}</Alert>}
            {save.error && <Alert color="red">{save.error.message}</Alert>}
            <Controller
              control={form.control}
              name="template"
              render={({ field }) => (
                <SegmentedControl
                  data={[
                    { value: 'letterhead', label: 'Letterhead' },
                    { value: 'standard', label: 'Standard' },
                  ]}
                  {...field}
                />
              )}
            />
            <Controller control={form.control} name="colour" render={({ field }) => <ColorInput label="Colour" format="hex" {...field} />} />
            <Controller
              control={form.control}
              name="showLogo"
              render={({ field }) => <Switch label="Show the logo" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
            />
            <Controller
              control={form.control}
              name="showBankDetails"
              render={({ field }) => (
                <Switch label="Show bank details" checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
              )}
            />
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
