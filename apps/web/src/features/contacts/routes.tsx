import type { RouteObject } from 'react-router-dom';
import { contactPaths } from './paths.js';

/** What GET /entities and /entities/{id} accept (13 contacts, 14 customer details, 12 debtors & creditors): without one, the not-allowed page. */
const contactReadCodes = [13, 14, 12];

/** The contact screens (spec 001 §2), each page loaded when first visited. Edit and the archive are locked on the Micro plan (001 §6). */
export const routes: RouteObject[] = [
  { path: contactPaths.hub, handle: { title: 'Contacts' }, lazy: async () => ({ Component: (await import('./routes/contacts-hub.js')).ContactsHubPage }) },
  {
    path: '/entities',
    handle: { title: 'Contacts', anyOf: contactReadCodes },
    lazy: async () => ({ Component: (await import('./routes/contact-list.js')).ContactListPage }),
  },
  {
    path: contactPaths.archived,
    handle: { title: 'Archived contacts', anyOf: [39, 13, 14], planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/archived-contacts.js')).ArchivedContactsPage }),
  },
  {
    path: '/entities/:id',
    handle: { title: 'Contact', anyOf: contactReadCodes },
    lazy: async () => ({ Component: (await import('./routes/contact-details.js')).ContactDetailsPage }),
  },
  {
    path: '/entities/:id/edit',
    handle: { title: 'Edit contact', anyOf: [35], planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/contact-edit.js')).ContactEditPage }),
  },
];
