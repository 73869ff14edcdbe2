import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, DataOf } from '../../../lib/api-answers.js';
import { ApiError, apiClient, NETWORK_ERROR, type ApiSuccess } from '../../../lib/api-client.js';
import { newIdempotencyKey } from '../../../lib/idempotency.js';
import { posKeys } from '../pos.keys.js';
import type { PosSaleBody } from './create-pos-sale.js';

/** A counter sale as recorded (spec 002 §3): items, totals, payment account, customer. */
export type PosSale = DataOf<'/api/v1/pos/sales/history', 'get'>[number];
export type ParkedSale = DataOf<'/api/v1/pos/sales/{id}/retrieve', 'get'>;
/** A product on the till's grid: the recent ones, or the search's. */
export type TillProduct = DataOf<'/api/v1/products/recent', 'get'>[number];
export type BankAccount = DataOf<'/api/v1/accounts/bank-accounts', 'get'>[number];

/** A customer as the till shows one: the contact's id and full name. */
export interface Customer {
  id: string;
  name: string;
}

export const salesHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: posKeys.history(page),
    queryFn: async () => {
      const answer = await apiClient.get<PosSale[], AnswerOf<'/api/v1/pos/sales/history', 'get'>>(`/pos/sales/history?page=${page}&limit=25`);
      return { rows: answer.data, total: answer.total };
    },
  });
export const useSalesHistory = (page: number) => useQuery(salesHistoryQuery(page));

export const parkedSalesQuery = () =>
  queryOptions({ queryKey: posKeys.parked(), queryFn: async () => (await apiClient.get<ParkedSale[]>('/pos/sales/parked')).data });
export const useParkedSales = () => useQuery(parkedSalesQuery());

export function retrieveParkedSale(id: string): Promise<ParkedSale> {
  return apiClient.get<ParkedSale>(`/pos/sales/${encodeURIComponent(id)}/retrieve`).then((answer) => answer.data);
}

export function useParkSale() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<DataOf<'/api/v1/pos/create', 'post'>>, ApiError, PosSaleBody>({
    mutationFn: (cart) =>
      apiClient.post<DataOf<'/api/v1/pos/create', 'post'>>('/pos/create', { ...cart, status: 'parked' } satisfies PosSaleBody, {
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posKeys.parked() }),
  });
}

export function useDeleteParkedSale() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<DataOf<'/api/v1/pos/sales/{id}', 'delete'>>, ApiError, string>({
    mutationFn: (id) => apiClient.delete<DataOf<'/api/v1/pos/sales/{id}', 'delete'>>(`/pos/sales/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: posKeys.parked() }),
  });
}

/** The till's product grid: recent products when the search is blank, else by name, SKU or barcode. */
export const tillProductsQuery = (q: string) =>
  queryOptions({
    queryKey: posKeys.products(q),
    queryFn: async () => {
      const path = q.trim() === '' ? '/products/recent' : `/inventories/s/${encodeURIComponent(q.trim())}/ALL/ALL`;
      try {
        const products = (await apiClient.get<TillProduct[]>(path)).data;
        if (q.trim() === '') rememberProducts(products);
        return products;
      } catch (error) {
        // Offline: the till keeps selling from the products it last saw.
        if (error instanceof ApiError && error.code === NETWORK_ERROR) return rememberedProducts(q);
        throw error;
      }
    },
    staleTime: 30_000,
  });
export const useTillProducts = (q: string) => useQuery(tillProductsQuery(q));

export const customersQuery = (q: string) =>
  queryOptions({
    queryKey: posKeys.customers(q),
    queryFn: async () => {
      const rows = (await apiClient.get<DataOf<'/api/v1/entities/s/{query}', 'get'>>(`/entities/s/${encodeURIComponent(q)}`)).data;
      return rows.map((row): Customer => ({ id: row.id, name: [row.firstName, row.lastName].filter(Boolean).join(' ') }));
    },
    enabled: q.trim().length > 0,
  });
export const useCustomers = (q: string) => useQuery(customersQuery(q));

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: posKeys.bankAccounts(),
    queryFn: async () => (await apiClient.get<BankAccount[]>('/accounts/bank-accounts')).data,
    staleTime: 300_000,
  });
export const useBankAccounts = () => useQuery(bankAccountsQuery());

const PRODUCTS_KEY = 'ledgerline-pos-products';

function rememberProducts(products: TillProduct[]): void {
  try {
    localStorage.setItem(PRODUCTS_KEY, JSON.stringify(products));
  } catch {
    // Storage full or unavailable: the till simply has no offline list.
  }
}

function rememberedProducts(q: string): TillProduct[] {
  try {
    const products = JSON.parse(localStorage.getItem(PRODUCTS_KEY) ?? '[]') as TillProduct[];
    const text = q.trim().toLowerCase();
    return text === '' ? products : products.filter((p) => p.name.toLowerCase().includes(text) || p.sku.toLowerCase().includes(text) || p.barcode === q.trim());
  } catch {
    return [];
  }
}
