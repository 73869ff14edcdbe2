import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { todayIsoDate } from '../../../lib/date.js';
import { useDeleteInvoice, useInvoice, useMarkAsPaid, useRecordPayment, useUpdateInvoice } from '../api/invoices-api.js';
import { DocumentCard, QueryState } from '../components/document-view.js';

/** /invoice/:id/preview: the invoice, and what can be done with it now. */
export function InvoicePreviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useInvoice(id);
  const update = useUpdateInvoice();
  const remove = useDeleteInvoice();
  const pay = useRecordPayment();
  const markPaid = useMarkAsPaid();
  const [paying, setPaying] = useState(false);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('Cash');
  const error = update.error ?? remove.error ?? pay.error ?? markPaid.error;
  const status = invoice.data?.status;
  return (
    <Stack>
      <PageHeader
        back={{ to: '/invoice/summary', label: 'Invoices' }}
        title={`Invoice ${invoice.data?.reference ?? ''}`}
        subtitle={invoice.data?.customer.name}
      />
      {error && <Alert color="red">{error.message}</Alert>}
      <QueryState isLoading={invoice.isLoading} error={invoice.error}>
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
                  <Button variant="light" onClick={() => markPaid.mutate(id, { onSuccess: () => navigate(`/invoice/email/${id}`) })}>
                    Mark as paid
                  </Button>
                )}
                {(status === 'draft' || status === 'approved') && (
                  <Button color="red" variant="light" onClick={() => remove.mutate(id, { onSuccess: () => navigate('/invoice/summary') })}>
                    {status === 'draft' ? 'Delete' : 'Void'}
                  </Button>
                )}
              </>
            }
          />
        )}
      </QueryState>
      <Modal opened={paying} onClose={() => setPaying(false)} title="Record payment">
        <Stack>
          <TextInput label="Amount" value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
          <TextInput label="Paid into" description='"Cash" or a bank account id' value={account} onChange={(event) => setAccount(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button loading={pay.isPending} onClick={() => pay.mutate({ id, amount, account, date: todayIsoDate() }, { onSuccess: () => setPaying(false) })}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
