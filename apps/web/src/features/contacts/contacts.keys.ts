/** React Query keys of the contact screens. */
export const contactsKeys = {
  all: ['contacts'] as const,
  list: (group: string, page: number, q: string) => [...contactsKeys.all, 'list', group, page, q] as const,
  detail: (id: string) => [...contactsKeys.all, 'detail', id] as const,
  transactions: (id: string, page: number) => [...contactsKeys.all, 'transactions', id, page] as const,
};
