import { Alert, Button, Container, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePayByCard, usePublicInvoice, usePublicQuotation, useVerifyPayment } from '../api/invoices-api.js';
import { QueryState } from '../../../components/query-state.js';
import { DocumentCard } from '../components/document-view.js';

/** /invoice/:id/view (no sign-in): what the customer received, with a Pay button while something is owed. */
export function PublicInvoicePage() {
  const { id = '' } = useParams();
  const invoice = usePublicInvoice(id);
  const pay = usePayByCard();
  const [email, setEmail] = useState('');
  const needsEmail = invoice.data && !invoice.data.customer.email;
  return (
    <Container size="md" py="xl">
      <QueryState
        label="Loading the invoice…"
        isLoading={invoice.isLoading}
        error={invoice.error ? new Error('This invoice could not be found.') : null}
        isEmpty={false}
        empty={null}
      >
        {invoice.data && (
          <DocumentCard
            view={invoice.data}
            logo={invoice.data.logo}
            actions={
              <>
                <Button variant="default" component="a" href={`/api/v1/invoice/${encodeURIComponent(id)}/public/pdf`}>
                  Download PDF
                </Button>
                {invoice.data.canPay && (
                  <>
                    {needsEmail && <TextInput placeholder="Your e-mail" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />}
                    <Button
                      loading={pay.isPending}
                      onClick={() =>
                        pay.mutate({ id, ...(email ? { email } : {}) }, { onSuccess: (result) => window.location.assign(result.data.authorization_url) })
                      }
                    >
                      Pay now
                    </Button>
                  </>
                )}
              </>
            }
          />
        )}
        {pay.error && <Alert color="red">{pay.error.message}</Alert>}
      </QueryState>
    </Container>
  );
}

/** /invoice/payment/callback: the provider sends the customer back here; the server confirms with the provider and records the payment once. */
export function PaymentConfirmationPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref') ?? '';
  const verify = useVerifyPayment();
  const { mutate } = verify;
  useEffect(() => {
    if (reference) mutate(reference);
  }, [reference, mutate]);
  const invoice = verify.data?.data.invoice;
  return (
    <Container size="sm" py="xl">
      <Stack>
        {!reference && <Alert color="red">No payment reference in this address.</Alert>}
        {verify.isPending && <Loader role="status" aria-label="Confirming payment" />}
        {verify.error && <Alert color="red">{verify.error.message}</Alert>}
        {verify.data && (
          <Alert color={verify.data.success ? 'green' : 'yellow'} title={verify.data.message}>
            {invoice && (
              <Text>
                Invoice {invoice.reference} is {invoice.status}. <a href={`/invoice/${encodeURIComponent(invoice.publicId)}/view`}>View the invoice</a>
              </Text>
            )}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

/** /quotations/:id/view (no sign-in). */
export function PublicQuotationPage() {
  const { id = '' } = useParams();
  const quotation = usePublicQuotation(id);
  return (
    <Container size="md" py="xl">
      <QueryState
        label="Loading the quotation…"
        isLoading={quotation.isLoading}
        error={quotation.error ? new Error('This quotation could not be found.') : null}
        isEmpty={false}
        empty={null}
      >
        {quotation.data && <DocumentCard view={quotation.data} logo={quotation.data.logo} />}
      </QueryState>
    </Container>
  );
}
