/** The contact screens' paths (spec 001 §2). */
export const contactPaths = {
  hub: '/contacts',
  list: (group?: ContactGroup) => (group ? `/entities?group=${group}` : '/entities'),
  contact: (id: string) => `/entities/${encodeURIComponent(id)}`,
  /** Spec 001 §2: /entities/{id}/edit. */
  edit: (id: string) => `/entities/${encodeURIComponent(id)}/edit`,
  archived: '/entities/archived',
};

export const CONTACT_GROUPS = ['customers', 'suppliers', 'others'] as const;
export type ContactGroup = (typeof CONTACT_GROUPS)[number];
