// Query keys of the reports feature (caching); every report carries the ledger tag, so any write
// that posts journal lines refetches them (lib/query-tags.ts).

export const reportsKeys = {
  all: ['reports'] as const,
  report: (path: string) => [...reportsKeys.all, path] as const,
};
