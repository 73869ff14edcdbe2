// The user's businesses: list and switch, add (002 §2 /settings/add-business).

import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

export const routes: RouteObject[] = [
  lazyPage(paths.businesses, 'Businesses', () => import('./routes/businesses.js')),
  lazyPage(paths.addBusiness, 'Add Business', () => import('./routes/add-business.js'), { ownerOrAdminOnly: true }),
];
