import { PageHeader } from '../../../components/page-header.js';
import { Alert, Button, Card, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { paths, withParams } from '../../../lib/paths.js';
import { useInvoice, useSendInvoice } from '../api/invoices-api.js';
import { QueryState } from '../../../components/query-state.js';

/**
 * /invoice/email/:id: e-mail the invoice (its PDF attached, a link to its public page). Approving a new
 * invoice lands here, so the invoice itself is one click away, before and after sending.
 */
export function InvoiceEmailPage() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  const send = useSendInvoice();
  const form = useForm<{ email: string; message: string }>({ values: { email: invoice.data?.customer.email ?? '', message: '' } });
  return (
    <Stack>
      <PageHeader
        back={{ to: '/invoice/summary', label: 'Invoices' }}
        title={<>E-mail invoice {invoice.data?.reference}</>}
        actions={
          <Button component={Link} to={withParams(paths.invoicePreview, { id })} variant="default">
            View invoice
          </Button>
        }
      />
      <QueryState
        label="Loading the invoice…"
        isLoading={invoice.isLoading}
        error={invoice.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void invoice.refetch()}
      >
        <Card withBorder>
          <form onSubmit={form.handleSubmit((values) => send.mutate({ id, email: values.email || undefined, message: values.message || undefined }))}>
            <Stack>
              {send.isSuccess && <Alert color="blue">{send.data.message}</Alert>}
              {send.error && <Alert color="red">{send.error.message}</Alert>}
              <TextInput label="To" type="email" {...form.register('email', { required: true })} />
              <Textarea label="Message" {...form.register('message')} />
              <Button type="submit" loading={send.isPending}>
                Send invoice
              </Button>
            </Stack>
          </form>
        </Card>
      </QueryState>
    </Stack>
  );
}
