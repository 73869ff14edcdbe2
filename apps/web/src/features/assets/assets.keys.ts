/** React Query keys of the asset screens. */
export const assetsKeys = {
  all: ['assets'] as const,
  list: (page: number) => [...assetsKeys.all, 'list', page] as const,
  summary: () => [...assetsKeys.all, 'summary'] as const,
  categories: () => [...assetsKeys.all, 'categories'] as const,
  nextTag: () => [...assetsKeys.all, 'next-tag'] as const,
  detail: (id: string) => [...assetsKeys.all, 'detail', id] as const,
  log: (id: string, startDate: string, endDate: string) => [...assetsKeys.all, 'log', id, startDate, endDate] as const,
  transactions: (page: number) => [...assetsKeys.all, 'transactions', page] as const,
};
