export const auditKeys = {
  all: ['audit'] as const,
  events: (query: string) => [...auditKeys.all, 'events', query] as const,
  event: (position: string) => [...auditKeys.all, 'event', position] as const,
  document: (id: string, page: number) => [...auditKeys.all, 'document', id, page] as const,
  verify: () => [...auditKeys.all, 'verify'] as const,
};
