import { useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';
import { catalogueKeys } from '../catalogue.keys.js';

/** A product with its variants, raw materials and the documents that moved it (GET /inventories/{id}?startDate&endDate). */
export type ProductWithHistory = DataOf<'/api/v1/inventories/{id}', 'get'>;
/** A raw material line as a product's details show it. */
export type RawMaterialLine = ProductWithHistory['rawMaterials'][number];
/** One document that moved or sold the product. */
export type ProductHistoryRow = ProductWithHistory['history'][number];
export type GraphPoint = DataOf<'/api/v1/inventory/graphdata', 'post'>[number];

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
export const useProductGraph = (id: string, startDate: string, endDate: string, enabled = true) =>
  useQuery({
    queryKey: variantKeys.graph(id, startDate, endDate),
    enabled,
    queryFn: async () =>
      (
        await apiClient.post<GraphPoint[]>('/inventory/graphdata', {
          productId: id,
          ...(startDate ? { startDate } : {}),
          ...(endDate ? { endDate } : {}),
        } satisfies BodyOf<'/api/v1/inventory/graphdata', 'post'>)
      ).data,
  });

/** The first free SKU after the parent's (GET /inventories/sku?type=VARIANT&base=…). */
export const useFirstVariantSku = (base: string) =>
  useQuery({
    queryKey: variantKeys.variantSku(base),
    enabled: base.trim() !== '',
    queryFn: async () =>
      (await apiClient.get<DataOf<'/api/v1/inventories/sku', 'get'>>(`/inventories/sku?type=VARIANT&base=${encodeURIComponent(base.trim())}&index=1`)).data,
  });
