import type { RouteObject } from 'react-router-dom';
import { contactPaths } from './paths.js';

/** The contact screens (spec 001 §2), each page loaded when first visited. */
export const routes: RouteObject[] = [
  { path: contactPaths.hub, handle: { title: 'Contacts' }, lazy: async () => ({ Component: (await import('./routes/contacts-hub.js')).ContactsHubPage }) },
  { path: '/entities', handle: { title: 'Contacts' }, lazy: async () => ({ Component: (await import('./routes/contact-list.js')).ContactListPage }) },
  { path: '/entities/:id', handle: { title: 'Contact' }, lazy: async () => ({ Component: (await import('./routes/contact-details.js')).ContactDetailsPage }) },
];
