import { Alert, Anchor, Button, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatIsoDate, todayIsoDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import {
  useApproveQuotation,
  useCreateInvoice,
  useCreateQuotation,
  useQuotation,
  useQuotations,
  useSendQuotation,
  useUpdateQuotation,
  useVoidQuotation,
} from '../api/invoices-api.js';
import { confirmAction } from '../components/confirm-action.js';
import { DocumentForm, emptyForm, toBody } from '../components/document-form.js';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { DocumentCard, StatusBadge } from '../components/document-view.js';
import { valuesOf } from './invoice-editor.js';

/** /quotations: the list, in a card like the invoices'; on a phone each quotation a card of its figures. */
export function QuotationsPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const quotations = useQuotations(status);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <PageHeader
        title="Quotations"
        description="Prices offered to customers, to turn into invoices once approved."
        actions={
          <Button component={Link} to="/quotations/create">
            New quotation
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack>
          <ScrollArea type="never">
            <SegmentedControl
              value={status}
              onChange={setStatus}
              data={[
                { value: '', label: 'All' },
                { value: 'pending', label: 'Pending' },
                { value: 'approved', label: 'Approved' },
                { value: 'void', label: 'Void' },
              ]}
            />
          </ScrollArea>
          <QueryState
            label="Loading quotations…"
            isLoading={quotations.isLoading}
            error={quotations.error}
            isEmpty={quotations.data?.length === 0}
            empty={status ? 'No quotations match.' : 'No quotations yet. Create one with “New quotation”.'}
            onRetry={() => void quotations.refetch()}
          >
            <Table.ScrollContainer minWidth={phone ? 0 : 640}>
              <Table striped={!phone} highlightOnHover verticalSpacing="sm" aria-label="Quotations" className="lines-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Number</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quotations.data?.map((row) => (
                    <Table.Tr key={row.id} style={{ cursor: 'pointer' }} onClick={() => navigate(`/quotations/${row.id}`)}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Anchor component={Link} to={`/quotations/${row.id}`} fw={500} size="sm" onClick={(event) => event.stopPropagation()}>
                          {row.reference}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{row.customerName}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }} data-label="Date">
                        {formatIsoDate(row.date)}
                      </Table.Td>
                      <Table.Td data-label="Status">
                        <StatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Total">
                        {formatMoney(row.total, row.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </QueryState>
        </Stack>
      </Paper>
    </>
  );
}

/** /quotations/create */
export function NewQuotationPage() {
  const navigate = useNavigate();
  const create = useCreateQuotation();
  return (
    <Stack>
      <PageHeader back={{ to: '/quotations', label: 'Quotations' }} title="New quotation" />
      <DocumentForm
        kind="quotation"
        initial={emptyForm()}
        submitting={create.isPending}
        error={create.error?.message}
        onSubmit={(values) => create.mutate(toBody(values, 'quotation'), { onSuccess: (result) => navigate(`/quotations/${result.data.id}`) })}
      />
    </Stack>
  );
}

/** /quotations/:id/edit */
export function EditQuotationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const quotation = useQuotation(id);
  const update = useUpdateQuotation();
  return (
    <Stack>
      <PageHeader back={{ to: '/quotations', label: 'Quotations' }} title={<>Edit quotation {quotation.data?.reference}</>} />
      <QueryState
        label="Loading the quotation…"
        isLoading={quotation.isLoading}
        error={quotation.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void quotation.refetch()}
      >
        {quotation.data && (
          <DocumentForm
            kind="quotation"
            initial={{ ...valuesOf(quotation.data), dueDate: quotation.data.expiryDate ?? '' }}
            submitting={update.isPending}
            error={update.error?.message}
            onSubmit={(values) => update.mutate({ id, ...toBody(values, 'quotation') }, { onSuccess: () => navigate(`/quotations/${id}`) })}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** /quotations/:id: preview, approve, send, void, and turn an approved one into a draft invoice. */
export function QuotationPreviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const quotation = useQuotation(id);
  const approve = useApproveQuotation();
  const voidIt = useVoidQuotation();
  const send = useSendQuotation();
  const toInvoice = useCreateInvoice();
  const [email, setEmail] = useState('');
  const error = approve.error ?? voidIt.error ?? send.error ?? toInvoice.error;
  const status = quotation.data?.status;
  return (
    <Stack>
      <PageHeader back={{ to: '/quotations', label: 'Quotations' }} title={<>Quotation {quotation.data?.reference}</>} />
      {error && <Alert color="red">{error.message}</Alert>}
      {(approve.data ?? send.data ?? voidIt.data) && <Alert color="blue">{(approve.data ?? send.data ?? voidIt.data)?.message}</Alert>}
      <QueryState
        label="Loading the quotation…"
        isLoading={quotation.isLoading}
        error={quotation.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void quotation.refetch()}
      >
        {quotation.data && (
          <DocumentCard
            view={quotation.data}
            actions={
              <>
                <Button variant="default" component="a" href={`/api/v1/quotes/${id}/pdf/download`}>
                  Download PDF
                </Button>
                {status === 'pending' && (
                  <Button variant="default" component={Link} to={`/quotations/${id}/edit`}>
                    Edit
                  </Button>
                )}
                {status === 'pending' && <Button onClick={() => approve.mutate(id)}>Approve</Button>}
                {status === 'approved' && (
                  <Button
                    onClick={() =>
                      toInvoice.mutate(
                        { quotationId: id, date: todayIsoDate(), dueDate: todayIsoDate(), entity: '', items: [] },
                        { onSuccess: (result) => navigate(`/invoice/edit/${result.data.id}`) },
                      )
                    }
                  >
                    Make an invoice
                  </Button>
                )}
                {status !== 'void' && (
                  <Button
                    color="red"
                    variant="light"
                    onClick={() =>
                      confirmAction({
                        title: `Void ${quotation.data?.reference ?? 'the quotation'}?`,
                        message: 'The customer can no longer accept it, and it cannot be made into an invoice. This cannot be undone.',
                        confirm: 'Void',
                        danger: true,
                        onConfirm: () => voidIt.mutate(id),
                      })
                    }
                  >
                    Void
                  </Button>
                )}
              </>
            }
          />
        )}
        {status !== 'void' && (
          <Group align="flex-end">
            <TextInput
              label="Send to"
              placeholder={quotation.data?.customer.email ?? 'E-mail'}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button variant="default" loading={send.isPending} onClick={() => send.mutate({ id, ...(email ? { email } : {}) })}>
              Send quotation
            </Button>
          </Group>
        )}
        {quotation.data && (
          // The customer's own page, whole, so it can be opened or copied into a message.
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            The customer’s page:{' '}
            <Anchor href={`${window.location.origin}/quotations/${quotation.data.publicId}/view`} target="_blank" rel="noreferrer">
              {`${window.location.origin}/quotations/${quotation.data.publicId}/view`}
            </Anchor>
          </Text>
        )}
      </QueryState>
    </Stack>
  );
}
