// Every point-of-sale query key starts with 'pos', so invalidating ['pos'] refreshes them all.

export const posKeys = {
  all: ['pos'] as const,
  activeRegister: () => [...posKeys.all, 'active-register'] as const,
  latestRegister: () => [...posKeys.all, 'latest-register'] as const,
  history: (page: number) => [...posKeys.all, 'history', page] as const,
  parked: () => [...posKeys.all, 'parked'] as const,
  products: (q: string) => [...posKeys.all, 'products', q] as const,
  customers: (q: string) => [...posKeys.all, 'customers', q] as const,
  bankAccounts: () => [...posKeys.all, 'bank-accounts'] as const,
  queue: () => [...posKeys.all, 'offline-queue'] as const,
};
