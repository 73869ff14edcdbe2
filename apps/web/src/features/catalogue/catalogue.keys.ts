/** React Query keys of the catalogue screens. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (type: 'PRODUCT' | 'SERVICE', page: number, q: string) => [...catalogueKeys.all, 'list', type, page, q] as const,
  item: (type: 'PRODUCT' | 'SERVICE', id: string) => [...catalogueKeys.all, 'item', type, id] as const,
  nextSku: (type: 'PRODUCT' | 'SERVICE') => [...catalogueKeys.all, 'sku', type] as const,
  labels: (kind: 'categories' | 'brands') => [...catalogueKeys.all, kind] as const,
  tags: () => [...catalogueKeys.all, 'tags'] as const,
  summary: (part: 'figures' | 'top-selling' | 'low-in-stock') => [...catalogueKeys.all, 'summary', part] as const,
};
