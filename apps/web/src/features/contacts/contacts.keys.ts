/** React Query keys of the contact screens. */
export const contactsKeys = {
  all: ['contacts'] as const,
  list: (group: string, page: number, q: string) => [...contactsKeys.all, 'list', group, page, q] as const,
  detail: (id: string) => [...contactsKeys.all, 'detail', id] as const,
  forUpdate: (id: string) => [...contactsKeys.all, 'for-update', id] as const,
  archived: (page: number) => [...contactsKeys.all, 'archived', page] as const,
  transactions: (id: string, page: number, range: { startDate: string; endDate: string }) =>
    [...contactsKeys.all, 'transactions', id, page, range.startDate, range.endDate] as const,
  documents: (kind: string, id: string, page: number, range: { startDate: string; endDate: string }) =>
    [...contactsKeys.all, kind, id, page, range.startDate, range.endDate] as const,
};
