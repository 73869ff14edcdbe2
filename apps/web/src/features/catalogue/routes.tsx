import type { RouteObject } from 'react-router-dom';
import { cataloguePaths } from './paths.js';

/** The catalogue screens (spec 001 §2), each page loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: cataloguePaths.hub,
    handle: { title: 'Products & Services' },
    lazy: async () => ({ Component: (await import('./routes/products-hub.js')).ProductsHubPage }),
  },
  { path: cataloguePaths.products, handle: { title: 'Products' }, lazy: async () => ({ Component: (await import('./routes/product-list.js')).ProductsPage }) },
  { path: cataloguePaths.services, handle: { title: 'Services' }, lazy: async () => ({ Component: (await import('./routes/product-list.js')).ServicesPage }) },
  {
    path: '/inventories/product/:id',
    handle: { title: 'Product' },
    lazy: async () => ({ Component: (await import('./routes/product-details.js')).ProductPage }),
  },
  {
    path: '/services/service/:id',
    handle: { title: 'Service' },
    lazy: async () => ({ Component: (await import('./routes/product-details.js')).ServicePage }),
  },
  { path: cataloguePaths.categories, handle: { title: 'Categories' }, lazy: async () => ({ Component: (await import('./routes/labels.js')).CategoriesPage }) },
  { path: cataloguePaths.brands, handle: { title: 'Brands' }, lazy: async () => ({ Component: (await import('./routes/labels.js')).BrandsPage }) },
];
