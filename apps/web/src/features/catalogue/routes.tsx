import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
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
  {
    path: '/inventories/product/:id/edit',
    handle: { title: 'Edit product', anyOf: [codes.editProduct, codes.editPrices], planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/edit-product.js')).EditProductRoute }),
  },
  {
    path: '/services/service/:id/edit',
    handle: { title: 'Edit service', anyOf: [codes.editProduct, codes.editPrices], planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/edit-product.js')).EditServiceRoute }),
  },
  {
    path: cataloguePaths.priceAdjustment,
    handle: { title: 'Price adjustment', ownerOrAdminOnly: true, planLocked: true },
    lazy: async () => ({ Component: (await import('./routes/price-adjustment.js')).PriceAdjustmentPage }),
  },
  { path: cataloguePaths.categories, handle: { title: 'Categories' }, lazy: async () => ({ Component: (await import('./routes/labels.js')).CategoriesPage }) },
  { path: cataloguePaths.brands, handle: { title: 'Brands' }, lazy: async () => ({ Component: (await import('./routes/labels.js')).BrandsPage }) },
];
