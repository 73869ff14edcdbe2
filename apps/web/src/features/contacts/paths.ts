/** The contact screens' paths (spec 001 §2). */
export const contactPaths = {
  hub: '/contacts',
  list: (group?: ContactGroup) => (group ? `/entities?group=${group}` : '/entities'),
  contact: (id: string) => `/entities/${encodeURIComponent(id)}`,
};

export const CONTACT_GROUPS = ['customers', 'suppliers', 'others'] as const;
export type ContactGroup = (typeof CONTACT_GROUPS)[number];
