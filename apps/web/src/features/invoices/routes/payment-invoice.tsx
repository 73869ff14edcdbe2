import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { StatCard } from '../../../components/stat-card.js';
import { formatIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { paths, withParams } from '../../../lib/paths.js';
import { useInvoice, useSummary, type DocumentView } from '../api/invoices-api.js';
import { StatusBadge, SummaryPagination } from '../components/document-view.js';
import { RecordPaymentForm } from '../components/record-payment-form.js';
import { InvoiceTable } from '../components/invoice-table.js';

const previewOf = (id: string) => withParams(paths.invoicePreview, { id });
const paymentOf = (id: string) => withParams(paths.paymentInvoice, { id });

/** /payment-invoice/{id}: record a payment on one invoice; /payment-invoice: pick an unpaid one first (spec 002 §2). */
export function PaymentInvoicePage() {
  const { id } = useParams();
  return id ? <InvoicePayment id={id} /> : <UnpaidInvoicePicker />;
}

function InvoicePayment({ id }: { id: string }) {
  const invoice = useInvoice(id);
  const [recorded, setRecorded] = useState(false);
  const view = invoice.data;
  return (
    <Stack>
      <PageHeader
        back={{ to: withParams(paths.paymentInvoice, {}), label: 'Unpaid invoices' }}
        title={`Record a payment${view ? ` on ${view.reference}` : ''}`}
        subtitle="Money the customer paid against this invoice, part or whole."
        actions={
          <Button variant="default" component={Link} to={previewOf(id)}>
            View invoice
          </Button>
        }
      />
      <QueryState
        label="Loading the invoice…"
        isLoading={invoice.isPending}
        error={invoice.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void invoice.refetch()}
      >
        {view && (
          <>
            <InvoiceFigures view={view} />
            {recorded && (
              <Alert color="green" role="status" withCloseButton onClose={() => setRecorded(false)}>
                Payment recorded.{' '}
                {view.status === 'paid' ? 'The invoice is paid in full.' : `${formatMoney(view.balance ?? '0', view.currency)} is still owed.`}
              </Alert>
            )}
            <Paper withBorder p="md" radius="md" maw={480}>
              <PaymentPanel view={view} onRecorded={() => setRecorded(true)} />
            </Paper>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** The customer and what the invoice comes to, what has been paid and what is left. */
function InvoiceFigures({ view }: { view: DocumentView }) {
  const money = (amount: string | undefined) => formatMoney(amount ?? '0', view.currency);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label="Customer" value={view.customer.name} hint={<StatusBadge status={view.status} paid={view.paid ?? '0'} dueDate={view.dueDate} />} />
      <StatCard label="Total" value={money(view.total)} hint={view.dueDate ? `Due ${formatIsoDate(view.dueDate)}` : undefined} />
      <StatCard label="Paid" value={money(view.paid)} />
      <StatCard label="Balance due" value={money(view.balance)} testId="balance-due" />
    </SimpleGrid>
  );
}

/** The form, or why there is nothing to pay: only an approved invoice with a balance takes a payment. */
function PaymentPanel({ view, onRecorded }: { view: DocumentView; onRecorded: () => void }) {
  if (view.status === 'draft')
    return (
      <Text>
        This invoice is a draft: approve it on the{' '}
        <Anchor component={Link} to={previewOf(view.id)}>
          invoice
        </Anchor>{' '}
        before recording a payment.
      </Text>
    );
  if (view.status === 'void') return <Text>This invoice is void: it takes no payments.</Text>;
  if (view.status === 'paid' || view.balance === undefined) return <Text>This invoice is paid in full.</Text>;
  return (
    <Stack>
      <Title order={4}>Payment</Title>
      <RecordPaymentForm invoice={{ id: view.id, balance: view.balance, currency: view.currency }} onRecorded={onRecorded} />
    </Stack>
  );
}

/** The invoices still owed (approved, unpaid or partly paid), to pick the one paid. */
function UnpaidInvoicePicker() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const summary = useSummary({ status: 'approved', q, page });
  const data = summary.data;
  return (
    <Stack>
      <PageHeader back={{ to: paths.invoiceSummary, label: 'Invoices' }} title="Record an invoice payment" subtitle="Pick the invoice the customer paid." />
      <Paper withBorder p="md" radius="md">
        <TextInput
          aria-label="Search unpaid invoices"
          placeholder="Search number or customer"
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
          mb="md"
        />
        <QueryState
          label="Loading unpaid invoices…"
          isLoading={summary.isPending}
          error={summary.error}
          isEmpty={data?.invoices.length === 0}
          empty={q ? 'No unpaid invoices match.' : 'No invoice is waiting for payment.'}
          onRetry={() => void summary.refetch()}
        >
          <InvoiceTable invoices={data?.invoices ?? []} label="Unpaid invoices" linkOf={paymentOf} />
          {data && <SummaryPagination pagination={data.pagination} page={page} onPage={setPage} />}
        </QueryState>
      </Paper>
    </Stack>
  );
}
