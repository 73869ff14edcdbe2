import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { catalogueKeys } from '../catalogue.keys.js';
import type { Product } from '../api/catalogue.api.js';

/** A raw material line as a product's details show it. */
export interface RawMaterialLine {
  id: string;
  name: string;
  quantity: string;
  price: string;
  measurement: string;
}

/** One document that moved or sold the product (GET /inventories/{id}?startDate&endDate). */
export interface ProductHistoryRow {
  transactionId: string;
  reference: string;
  type: string;
  subtype: string | null;
  status: string;
  date: string;
  description: string | null;
  quantity: string;
  value: string;
  itemQuantity: string | null;
  price: string | null;
  total: string | null;
}

export interface ProductWithHistory extends Product {
  parentId: string | null;
  variants: (Product & { parentId: string })[];
  rawMaterials: RawMaterialLine[];
  history: ProductHistoryRow[];
}

export interface GraphPoint {
  date: string;
  soldQuantity: string;
  salesAmount: string;
  costOfSales: string;
  inQuantity: string;
  outQuantity: string;
}

export const variantKeys = {
  history: (id: string, startDate: string, endDate: string) => [...catalogueKeys.all, 'history', id, startDate, endDate] as const,
  graph: (id: string, startDate: string, endDate: string) => [...catalogueKeys.all, 'graph', id, startDate, endDate] as const,
  variantSku: (base: string) => [...catalogueKeys.all, 'variant-sku', base] as const,
};

/** The product with its variants, raw material lines and its history between the dates (YYYY-MM-DD, either may be ''). */
export const useProductHistory = (id: string, startDate: string, endDate: string) =>
  useQuery({
    queryKey: variantKeys.history(id, startDate, endDate),
    queryFn: async () => {
      const query = new URLSearchParams({ ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
      return (await apiClient.get<ProductWithHistory>(`/inventories/${encodeURIComponent(id)}?${query.toString()}`)).data;
    },
  });

/** Day by day movement and sales of one product (POST /inventory/graphdata). */
export const useProductGraph = (id: string, startDate: string, endDate: string) =>
  useQuery({
    queryKey: variantKeys.graph(id, startDate, endDate),
    queryFn: async () =>
      (await apiClient.post<GraphPoint[]>('/inventory/graphdata', { productId: id, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }))
        .data,
  });

/** The first free SKU after the parent's (GET /inventories/sku?type=VARIANT&base=…). */
export const useFirstVariantSku = (base: string) =>
  useQuery({
    queryKey: variantKeys.variantSku(base),
    enabled: base.trim() !== '',
    queryFn: async () => (await apiClient.get<string>(`/inventories/sku?type=VARIANT&base=${encodeURIComponent(base.trim())}&index=1`)).data,
  });
