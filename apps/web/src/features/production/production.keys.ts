// Every production query key starts with 'production', so invalidating ['production'] refreshes them all.

export const productionKeys = {
  all: ['production'] as const,
  summary: () => [...productionKeys.all, 'summary'] as const,
  records: (type: string, page: number) => [...productionKeys.all, 'records', type, page] as const,
  search: (q: string, type: string) => [...productionKeys.all, 'search', q, type] as const,
  wip: () => [...productionKeys.all, 'wip'] as const,
  settings: () => [...productionKeys.all, 'settings'] as const,
};
