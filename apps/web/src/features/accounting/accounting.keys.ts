/** React Query keys of the manual journal screens. */
export const accountingKeys = {
  all: ['accounting'] as const,
  accounts: () => [...accountingKeys.all, 'journal-accounts'] as const,
  journals: (page: number, startDate: string, endDate: string) => [...accountingKeys.all, 'journals', page, startDate, endDate] as const,
  journal: (id: string) => [...accountingKeys.all, 'journal', id] as const,
  openingBalances: () => [...accountingKeys.all, 'opening-balances'] as const,
  contactSearch: () => [...accountingKeys.all, 'contact-search'] as const,
};
