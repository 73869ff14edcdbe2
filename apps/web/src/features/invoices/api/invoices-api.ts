import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE_PATH, apiClient, ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { invoicesKeys } from '../invoices.keys.js';

export interface Adjustment {
  type: 'fixed' | 'percent';
  value: string;
  amount: string;
}
export interface DocumentItem {
  productId: string;
  name: string;
  kind: 'product' | 'service';
  quantity: string;
  price: string;
  total: string;
}
/** An invoice or quotation as the API shows it (apps/api/src/invoices/shared/invoice-view.ts). */
export interface DocumentView {
  kind: 'invoice' | 'quotation';
  id: string;
  publicId: string;
  reference: string;
  status: string;
  date: string;
  dueDate?: string;
  expiryDate?: string;
  currency: string;
  customer: { id: string; name: string; email: string | null; phone: string | null; address: string | null };
  items: DocumentItem[];
  subtotal: string;
  discount?: Adjustment;
  delivery?: Adjustment;
  tax?: Adjustment;
  total: string;
  paid?: string;
  balance?: string;
  notes?: string;
  canPay?: boolean;
  payments?: { paymentId: string; amount: string; date: string; source: string }[];
  business: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    logo: string | null;
    bankAccounts: { bankName: string; accountName: string; accountNumber: string }[];
    footnote: string;
    template: string;
    colour: string;
    showLogo: boolean;
    showBankDetails: boolean;
  };
}
export interface StatusTotals {
  status: string;
  count: number;
  total: string;
  paid: string;
  balance: string;
}
export interface InvoiceRow {
  id: string;
  publicId: string;
  reference: string;
  status: string;
  customerName: string | null;
  date: string;
  dueDate: string;
  currency: string;
  total: string;
  paid: string;
  balance: string;
}
export interface InvoiceSummary {
  byStatus: StatusTotals[];
  overdue: number;
  invoices: InvoiceRow[];
  pagination: { page: number; limit: number; total: number };
}
export interface SummaryFilters {
  status?: string;
  q?: string;
  startDate?: string;
  endDate?: string;
  page: number;
}
export interface QuotationRow {
  id: string;
  publicId: string;
  reference: string;
  status: string;
  date: string;
  customerName: string | null;
  currency: string;
  total: string;
  invoiceId: string | null;
}
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
    queryFn: async () => (await apiClient.get<DocumentView>(`/invoice/${encodeURIComponent(publicId)}/public`)).data,
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
      q.trim() === ''
        ? []
        : (await apiClient.get<{ id: string; fullName: string; email: string | null }[]>(`/entities/s/${encodeURIComponent(q)}?limit=20`)).data,
  });
export const productsQuery = (q: string) =>
  queryOptions({
    queryKey: invoicesKeys.products(q),
    queryFn: async () =>
      q.trim() === ''
        ? []
        : (await apiClient.get<{ id: string; name: string; sellingPrice: string; isService: boolean }[]>(`/inventories/s/${encodeURIComponent(q)}/ALL/ALL`))
            .data,
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
  useInvoiceMutation((body: InvoiceFormBody & { quotationId?: string }) =>
    apiClient.post<{ id: string; publicId: string; reference: string; status: string }>('/invoice/create', body),
  );
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
export const useCreateQuotation = () => useInvoiceMutation((body: InvoiceFormBody) => apiClient.post<{ id: string }>('/quotes', body));
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
export const useCreateCustomer = () => useInvoiceMutation((body: { name: string; email?: string }) => apiClient.post<{ id: string }>('/entities', body));
