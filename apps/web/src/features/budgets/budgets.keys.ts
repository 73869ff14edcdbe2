/** React Query keys of the budget screens. */
export const budgetsKeys = {
  all: ['budgets'] as const,
  list: (kind: string) => [...budgetsKeys.all, 'list', kind] as const,
  accounts: () => [...budgetsKeys.all, 'accounts'] as const,
  detail: (id: string) => [...budgetsKeys.all, 'detail', id] as const,
  actuals: (id: string) => [...budgetsKeys.all, 'actuals', id] as const,
};
