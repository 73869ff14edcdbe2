import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { API_BASE_PATH, apiClient, ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { invoicesKeys } from '../invoices.keys.js';

/** An invoice or quotation as the API shows it. */
export type DocumentView = DataOf<'/api/v1/invoice/{id}', 'get'> | DataOf<'/api/v1/quotes/{id}', 'get'>;
/** An invoice as its customer sees it, with whether it can be paid by card. */
export type PublicInvoice = DataOf<'/api/v1/invoice/{id}/public', 'get'>;
export type DocumentItem = DocumentView['items'][number];
export type Adjustment = NonNullable<DocumentView['discount']>;
export type InvoiceSummary = DataOf<'/api/v1/invoice/summary', 'post'>;
export type StatusTotals = InvoiceSummary['byStatus'][number];
export type InvoiceRow = InvoiceSummary['invoices'][number];
export interface SummaryFilters {
  status?: string;
  q?: string;
  startDate?: string;
  endDate?: string;
  page: number;
}
export type QuotationRow = DataOf<'/api/v1/quotes', 'get'>[number];
/** The form as the API reads it (POST /invoice/create, PUT /invoice/update, POST /quotes). */
export interface InvoiceFormBody {
  date: string;
  dueDate?: string;
  expiryDate?: string;
  entity: string;
  items: { product: string; quantity: string; price: string }[];
  discount?: string;
  discountType?: 'fixed' | 'percent';
  delivery?: string;
  tax?: string;
  taxType?: 'fixed' | 'percent';
  notes?: string;
  status?: 'draft' | 'approved';
}

/** PUT and DELETE (the shared client speaks GET and POST): same JSON and error shapes. */
async function send<T>(method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiSuccess<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'The server could not be reached', 'NETWORK_ERROR');
  }
  const json = (await response.json().catch(() => null)) as (ApiSuccess<T> & { message?: string; code?: string; errors?: [] }) | null;
  if (!response.ok || !json) throw new ApiError(response.status, json?.message ?? 'Something went wrong', json?.code ?? 'UNKNOWN', json?.errors ?? []);
  return json;
}

export const summaryQuery = (filters: SummaryFilters) =>
  queryOptions({
    queryKey: invoicesKeys.summary(filters),
    queryFn: async () =>
      (await apiClient.post<InvoiceSummary>('/invoice/summary', { ...filters, status: filters.status || undefined, q: filters.q || undefined })).data,
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
    queryFn: async () => (await apiClient.get<DocumentView>(`/quotes/${encodeURIComponent(publicId)}/public`)).data,
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

export const useSummary = (filters: SummaryFilters) => useQuery(summaryQuery(filters));
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
  useInvoiceMutation((body: InvoiceFormBody & { quotationId?: string }) => apiClient.post<DataOf<'/api/v1/invoice/create', 'post'>>('/invoice/create', body));
export const useUpdateInvoice = () =>
  useInvoiceMutation((body: Partial<InvoiceFormBody> & { id: string; status?: 'draft' | 'approved' | 'void' }) =>
    send<{ id: string }>('PUT', '/invoice/update', body),
  );
export const useDeleteInvoice = () => useInvoiceMutation((id: string) => send('DELETE', `/invoice/${id}`));
export const useRecordPayment = () =>
  useInvoiceMutation((body: { id: string; amount: string; account: string; date: string }) => apiClient.post('/invoice/record-payment', body));
export const useMarkAsPaid = () => useInvoiceMutation((id: string) => apiClient.post(`/invoice/${id}/mark-as-paid`, {}));
export const useSendInvoice = () =>
  useInvoiceMutation((body: { id: string; email?: string; message?: string }) => apiClient.post('/invoice/send-invoice', body));
export const useCreateQuotation = () => useInvoiceMutation((body: InvoiceFormBody) => apiClient.post<DataOf<'/api/v1/quotes', 'post'>>('/quotes', body));
export const useUpdateQuotation = () => useInvoiceMutation(({ id, ...body }: Partial<InvoiceFormBody> & { id: string }) => send('PUT', `/quotes/${id}`, body));
export const useApproveQuotation = () => useInvoiceMutation((id: string) => apiClient.post(`/quotes/${id}/approve`, {}));
export const useVoidQuotation = () => useInvoiceMutation((id: string) => send('DELETE', `/quotes/${id}`));
export const useSendQuotation = () => useInvoiceMutation((body: { id: string; email?: string }) => apiClient.post('/quotes/send', body));
export const useSaveCustomisation = () =>
  useInvoiceMutation((body: { template?: string; colour?: string; showLogo?: boolean; showBankDetails?: boolean }) =>
    apiClient.post('/accounts/settings/invoice', body),
  );
export const usePayByCard = () =>
  useMutation<ApiSuccess<{ authorization_url: string }>, ApiError, { id: string; email?: string }>({
    mutationFn: (body) => apiClient.post('/invoice/generate-paystack-link', body),
  });
export const useVerifyPayment = () =>
  useMutation<ApiSuccess<{ status: string; invoice?: { publicId: string; reference: string; status: string; balance: string } }>, ApiError, string>({
    mutationFn: (reference) => apiClient.post('/payment/verify-invoice-payment', { reference }),
  });

/** A customer made from the invoice form (POST /entities: a name split on the first space, and an e-mail). */
export const useCreateCustomer = () =>
  useInvoiceMutation((body: { name: string; email?: string }) => apiClient.post<DataOf<'/api/v1/entities', 'post'>>('/entities', body));
