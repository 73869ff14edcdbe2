import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { confirmAction } from '../components/confirm-action.js';
import { useDeleteInvoice, useInvoice, useMarkAsPaid, useUpdateInvoice } from '../api/invoices-api.js';
import { QueryState } from '../../../components/query-state.js';
import { DocumentCard } from '../components/document-view.js';
import { RecordPaymentForm } from '../components/record-payment-form.js';

/** /invoice/:id/preview: the invoice, and what can be done with it now. */
export function InvoicePreviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const update = useUpdateInvoice();
  const remove = useDeleteInvoice();
  const markPaid = useMarkAsPaid();
  const [paying, setPaying] = useState(false);
  const error = update.error ?? remove.error ?? markPaid.error;
  const status = invoice.data?.status;
  return (
    <Stack>
      <PageHeader
        back={{ to: '/invoice/summary', label: 'Invoices' }}
        title={`Invoice ${invoice.data?.reference ?? ''}`}
        subtitle={invoice.data?.customer.name}
      />
      {error && <Alert color="red">{error.message}</Alert>}
      <QueryState
        label="Loading the invoice…"
        isLoading={invoice.isLoading}
        error={invoice.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void invoice.refetch()}
      >
        {invoice.data && (
          <DocumentCard
            view={invoice.data}
            actions={
              <>
                <Button variant="default" component="a" href={`/api/v1/invoice/${id}/pdf/download?template=letterhead`}>
                  Download PDF
                </Button>
                {(status === 'draft' || status === 'approved') && (
                  <Button variant="default" component={Link} to={`/invoice/edit/${id}`}>
                    Edit
                  </Button>
                )}
                {status === 'draft' && (
                  <Button onClick={() => update.mutate({ id, status: 'approved' }, { onSuccess: () => navigate(`/invoice/email/${id}`) })}>Approve</Button>
                )}
                {status !== 'draft' && status !== 'void' && (
                  <Button variant="default" component={Link} to={`/invoice/email/${id}`}>
                    E-mail
                  </Button>
                )}
                {status === 'approved' && <Button onClick={() => setPaying(true)}>Record payment</Button>}
                {status === 'approved' && (
                  <Button
                    variant="light"
                    onClick={() =>
                      confirmAction({
                        title: `Mark ${invoice.data?.reference ?? 'the invoice'} as paid?`,
                        message: 'The balance due is recorded as received today, into cash.',
                        confirm: 'Mark as paid',
                        onConfirm: () => markPaid.mutate(id, { onSuccess: () => navigate(`/invoice/email/${id}`) }),
                      })
                    }
                  >
                    Mark as paid
                  </Button>
                )}
                {(status === 'draft' || status === 'approved') && (
                  <Button
                    color="red"
                    variant="light"
                    onClick={() =>
                      confirmAction({
                        title: `${status === 'draft' ? 'Delete' : 'Void'} ${invoice.data?.reference ?? 'the invoice'}?`,
                        message:
                          status === 'draft'
                            ? 'The draft is removed. This cannot be undone.'
                            : 'The invoice is voided: the customer no longer owes it and the books reverse it. This cannot be undone.',
                        confirm: status === 'draft' ? 'Delete' : 'Void',
                        danger: true,
                        onConfirm: () => remove.mutate(id, { onSuccess: () => navigate('/invoice/summary') }),
                      })
                    }
                  >
                    {status === 'draft' ? 'Delete' : 'Void'}
                  </Button>
                )}
              </>
            }
          />
        )}
      </QueryState>
      <Modal opened={paying} onClose={() => setPaying(false)} title="Record payment">
        {invoice.data && (
          <RecordPaymentForm
            invoice={{ id, balance: invoice.data.balance ?? invoice.data.total, currency: invoice.data.currency }}
            onRecorded={() => setPaying(false)}
            onCancel={() => setPaying(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}
