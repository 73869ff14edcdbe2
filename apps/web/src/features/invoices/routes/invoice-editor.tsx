import { PageHeader } from '../../../components/page-header.js';
import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useCreateInvoice, useInvoice, useUpdateInvoice, type DocumentView } from '../api/invoices-api.js';
import { QueryState } from '../../../components/query-state.js';
import { DocumentForm, emptyForm, toBody, type DocumentFormValues } from '../components/document-form.js';

const adjustmentOf = (adjustment: DocumentView['discount'], type: 'fixed' | 'percent') =>
  adjustment ? { enabled: true, type: adjustment.type, value: adjustment.value } : { enabled: false, type, value: '' };

const valuesOf = (view: DocumentView): DocumentFormValues => ({
  entity: view.customer.id,
  entityName: view.customer.name,
  date: view.date,
  dueDate: view.dueDate ?? view.date,
  items: view.items.map((item) => ({ product: item.productId, name: item.name, quantity: item.quantity, price: item.price })),
  discount: adjustmentOf(view.discount, 'percent'),
  delivery: adjustmentOf(view.delivery, 'fixed'),
  tax: adjustmentOf(view.tax, 'percent'),
  notes: view.notes ?? '',
});

/** /create-invoice: a saved draft returns to the summary; an approved one goes to the e-mail screen (spec 002 §4). */
export function NewInvoicePage() {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  return (
    <Stack>
      <PageHeader back={{ to: '/invoice/summary', label: 'Invoices' }} title="New invoice" />
      <DocumentForm
        kind="invoice"
        initial={emptyForm()}
        submitting={create.isPending}
        error={create.error?.message}
        onSubmit={(values, approve) =>
          create.mutate(
            { ...toBody(values, 'invoice'), status: approve ? 'approved' : 'draft' },
            { onSuccess: (result) => navigate(approve ? `/invoice/email/${result.data.id}` : '/invoice/summary') },
          )
        }
      />
    </Stack>
  );
}

/** /invoice/edit/:id: a draft's change, or an approved invoice's amendment. */
export function EditInvoicePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const update = useUpdateInvoice();
  return (
    <Stack>
      <PageHeader back={{ to: '/invoice/summary', label: 'Invoices' }} title={<>Edit invoice {invoice.data?.reference}</>} />
      <QueryState
        label="Loading the invoice…"
        isLoading={invoice.isLoading}
        error={invoice.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void invoice.refetch()}
      >
        {invoice.data && (
          <DocumentForm
            kind="invoice"
            approved={invoice.data.status !== 'draft'}
            initial={valuesOf(invoice.data)}
            submitting={update.isPending}
            error={update.error?.message}
            onSubmit={(values, approve) =>
              update.mutate(
                { id, ...toBody(values, 'invoice'), ...(approve && invoice.data?.status === 'draft' ? { status: 'approved' as const } : {}) },
                { onSuccess: () => navigate(approve ? `/invoice/email/${id}` : `/invoice/${id}/preview`) },
              )
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}

export { valuesOf };
