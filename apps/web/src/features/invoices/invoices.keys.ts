/** Query keys of the invoices feature: every read is under `invoices` so a write can refresh them all. */
export const invoicesKeys = {
  all: ['invoices'] as const,
  summary: (filters: object) => ['invoices', 'summary', filters] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  public: (publicId: string) => ['invoices', 'public', publicId] as const,
  quotations: (filters: object) => ['invoices', 'quotations', filters] as const,
  quotation: (id: string) => ['invoices', 'quotation', id] as const,
  publicQuotation: (publicId: string) => ['invoices', 'public-quotation', publicId] as const,
  customers: (q: string) => ['invoices', 'customers', q] as const,
  products: (q: string) => ['invoices', 'products', q] as const,
  settings: () => ['invoices', 'settings'] as const,
};
