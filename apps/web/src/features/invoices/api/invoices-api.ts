import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { invoicesKeys } from '../invoices.keys.js';

/** An invoice or quotation as the API shows it. */
export type DocumentView = DataOf<'/api/v1/invoice/{id}', 'get'> | DataOf<'/api/v1/quotes/{id}', 'get'>;
/** An invoice as its customer sees it, with whether it can be paid by card. */
export type PublicInvoice = DataOf<'/api/v1/invoice/{id}/public', 'get'>;
/** A quotation as its customer sees it, with the business's logo. */
export type PublicQuotation = DataOf<'/api/v1/quotes/{id}/public', 'get'>;
export type DocumentItem = DocumentView['items'][number];
export type Adjustment = NonNullable<DocumentView['discount']>;
export type InvoiceSummary = DataOf<'/api/v1/invoice/summary', 'post'>;
export type StatusTotals = InvoiceSummary['byStatus'][number];
export type InvoiceRow = InvoiceSummary['invoices'][number];
type InvoiceSummaryBody = BodyOf<'/api/v1/invoice/summary', 'post'>;
/** The list's filters: POST /invoice/summary's body (a blank status or search is left out). */
export type SummaryFilters = Pick<InvoiceSummaryBody, 'q' | 'startDate' | 'endDate'> & { status?: InvoiceSummaryBody['status'] | ''; page: number };
export type QuotationRow = DataOf<'/api/v1/quotes', 'get'>[number];
type InvoiceBody = BodyOf<'/api/v1/invoice/create', 'post'>;
type QuotationBody = BodyOf<'/api/v1/quotes', 'post'>;
/** What the shared form sends: an invoice's fields (POST /invoice/create, PUT /invoice/update) or a quotation's (POST /quotes, with expiryDate). */
export type InvoiceFormBody = InvoiceBody | QuotationBody;

/** What the summary page opens on (all statuses, no search, page 1): its route prefetches this. */
export const openingSummaryFilters = { status: '', q: '', page: 1 } as const satisfies SummaryFilters;

export const summaryQuery = (filters: SummaryFilters) =>
  queryOptions({
    queryKey: invoicesKeys.summary(filters),
    queryFn: async () =>
      (
        await apiClient.post<InvoiceSummary>('/invoice/summary', {
          ...filters,
          status: filters.status || undefined,
          q: filters.q || undefined,
        } satisfies InvoiceSummaryBody)
      ).data,
  });
export const invoiceQuery = (id: string) =>
  queryOptions({ queryKey: invoicesKeys.detail(id), queryFn: async () => (await apiClient.get<DocumentView>(`/invoice/${id}`)).data });
export const publicInvoiceQuery = (publicId: string) =>
  queryOptions({
    queryKey: invoicesKeys.public(publicId),
    queryFn: async () => (await apiClient.get<PublicInvoice>(`/invoice/${encodeURIComponent(publicId)}/public`)).data,
    retry: false,
  });
export const quotationsQuery = (status: string) =>
  queryOptions({
    queryKey: invoicesKeys.quotations({ status }),
    queryFn: async () => (await apiClient.get<QuotationRow[]>(`/quotes${status ? `?status=${status}` : ''}`)).data,
  });
export const quotationQuery = (id: string) =>
  queryOptions({ queryKey: invoicesKeys.quotation(id), queryFn: async () => (await apiClient.get<DocumentView>(`/quotes/${id}`)).data });
export const publicQuotationQuery = (publicId: string) =>
  queryOptions({
    queryKey: invoicesKeys.publicQuotation(publicId),
    queryFn: async () => (await apiClient.get<PublicQuotation>(`/quotes/${encodeURIComponent(publicId)}/public`)).data,
    retry: false,
  });
export const customersQuery = (q: string) =>
  queryOptions({
    queryKey: invoicesKeys.customers(q),
    // A blank search finds nothing (the search path needs a query)
    queryFn: async () =>
      q.trim() === '' ? [] : (await apiClient.get<DataOf<'/api/v1/entities/s/{query}', 'get'>>(`/entities/s/${encodeURIComponent(q)}?limit=20`)).data,
  });
export const productsQuery = (q: string) =>
  queryOptions({
    queryKey: invoicesKeys.products(q),
    queryFn: async () =>
      q.trim() === ''
        ? []
        : (await apiClient.get<DataOf<'/api/v1/inventories/s/{query}/{type}/{assetCategory}', 'get'>>(`/inventories/s/${encodeURIComponent(q)}/ALL/ALL`)).data,
  });

// The last page stays on screen while the next filter's loads, so the search box keeps its focus.
export const useSummary = (filters: SummaryFilters) => useQuery({ ...summaryQuery(filters), placeholderData: keepPreviousData });
export const useInvoice = (id: string) => useQuery(invoiceQuery(id));
export const usePublicInvoice = (publicId: string) => useQuery(publicInvoiceQuery(publicId));
export const useQuotations = (status: string) => useQuery(quotationsQuery(status));
export const useQuotation = (id: string) => useQuery(quotationQuery(id));
export const usePublicQuotation = (publicId: string) => useQuery(publicQuotationQuery(publicId));

/** Every invoice command: refreshes the feature's reads when it succeeds. */
function useInvoiceMutation<TVariables, TData = unknown>(run: (variables: TVariables) => Promise<ApiSuccess<TData>>) {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<TData>, ApiError, TVariables>({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}

export const useCreateInvoice = () =>
  useInvoiceMutation((body: InvoiceBody) => apiClient.post<DataOf<'/api/v1/invoice/create', 'post'>>('/invoice/create', body));
export const useUpdateInvoice = () =>
  useInvoiceMutation((body: BodyOf<'/api/v1/invoice/update', 'put'>) => apiClient.put<DataOf<'/api/v1/invoice/update', 'put'>>('/invoice/update', body));
export const useDeleteInvoice = () => useInvoiceMutation((id: string) => apiClient.delete<DataOf<'/api/v1/invoice/{id}', 'delete'>>(`/invoice/${id}`));
export const useRecordPayment = () =>
  useInvoiceMutation((body: BodyOf<'/api/v1/invoice/record-payment', 'post'>) =>
    apiClient.post<DataOf<'/api/v1/invoice/record-payment', 'post'>>('/invoice/record-payment', body),
  );
export const useMarkAsPaid = () =>
  useInvoiceMutation((id: string) =>
    apiClient.post<DataOf<'/api/v1/invoice/{id}/mark-as-paid', 'post'>>(
      `/invoice/${id}/mark-as-paid`,
      {} satisfies BodyOf<'/api/v1/invoice/{id}/mark-as-paid', 'post'>,
    ),
  );
export const useSendInvoice = () =>
  useInvoiceMutation((body: BodyOf<'/api/v1/invoice/send-invoice', 'post'>) =>
    apiClient.post<DataOf<'/api/v1/invoice/send-invoice', 'post'>>('/invoice/send-invoice', body),
  );
export const useCreateQuotation = () => useInvoiceMutation((body: QuotationBody) => apiClient.post<DataOf<'/api/v1/quotes', 'post'>>('/quotes', body));
export const useUpdateQuotation = () =>
  useInvoiceMutation(({ id, ...body }: BodyOf<'/api/v1/quotes/{id}', 'put'> & { id: string }) =>
    apiClient.put<DataOf<'/api/v1/quotes/{id}', 'put'>>(`/quotes/${id}`, body),
  );
export const useApproveQuotation = () =>
  useInvoiceMutation((id: string) => apiClient.post<DataOf<'/api/v1/quotes/{id}/approve', 'post'>>(`/quotes/${id}/approve`, {}));
export const useVoidQuotation = () => useInvoiceMutation((id: string) => apiClient.delete<DataOf<'/api/v1/quotes/{id}', 'delete'>>(`/quotes/${id}`));
export const useSendQuotation = () =>
  useInvoiceMutation((body: BodyOf<'/api/v1/quotes/send', 'post'>) => apiClient.post<DataOf<'/api/v1/quotes/send', 'post'>>('/quotes/send', body));
export const useSaveCustomisation = () =>
  useInvoiceMutation((body: BodyOf<'/api/v1/accounts/settings/invoice', 'post'>) =>
    apiClient.post<DataOf<'/api/v1/accounts/settings/invoice', 'post'>>('/accounts/settings/invoice', body),
  );
export const usePayByCard = () =>
  useMutation<ApiSuccess<DataOf<'/api/v1/invoice/generate-paystack-link', 'post'>>, ApiError, BodyOf<'/api/v1/invoice/generate-paystack-link', 'post'>>({
    mutationFn: (body) => apiClient.post<DataOf<'/api/v1/invoice/generate-paystack-link', 'post'>>('/invoice/generate-paystack-link', body),
  });
export const useVerifyPayment = () =>
  useMutation<ApiSuccess<DataOf<'/api/v1/payment/verify-invoice-payment', 'post'>>, ApiError, string>({
    mutationFn: (reference) =>
      apiClient.post<DataOf<'/api/v1/payment/verify-invoice-payment', 'post'>>('/payment/verify-invoice-payment', { reference } satisfies BodyOf<
        '/api/v1/payment/verify-invoice-payment',
        'post'
      >),
  });

/** A customer made from the invoice form (POST /entities: a name split on the first space, and an e-mail). */
export const useCreateCustomer = () =>
  useInvoiceMutation((body: BodyOf<'/api/v1/entities', 'post'>) => apiClient.post<DataOf<'/api/v1/entities', 'post'>>('/entities', body));
