import type { RouteObject } from 'react-router-dom';
import { codes, createProductCodes } from '../../lib/access.js';
import { cataloguePaths } from './paths.js';

// The lists ask for the codes their reads need on the server (route-table.ts), so a member without
// them gets the not-allowed page, not a list that fails. GET /inventories and /services: 50 (view
// inventory), 5, 6, 8 or 9. GET /categories and /brands: their own code (68, 72), 32 or 34, 50 or 6.
// A product's own page is left open: a member it refuses is sent back to Products (001 §6).
const catalogueReadCodes = [codes.viewInventory, codes.productsSummary, codes.products, 8, codes.services];
const labelReadCodes = [...createProductCodes, codes.viewInventory, codes.products];

/** The catalogue screens (spec 001 §2), each page loaded when first visited. */
export const routes: RouteObject[] = [
  {
    path: cataloguePaths.hub,
    handle: { title: 'Products & Services' },
    lazy: async () => ({ Component: (await import('./routes/products-hub.js')).ProductsHubPage }),
  },
  {
    path: cataloguePaths.products,
    handle: { title: 'Products', anyOf: catalogueReadCodes },
    lazy: async () => ({ Component: (await import('./routes/product-list.js')).ProductsPage }),
  },
  {
    path: cataloguePaths.services,
    handle: { title: 'Services', anyOf: catalogueReadCodes },
    lazy: async () => ({ Component: (await import('./routes/product-list.js')).ServicesPage }),
  },
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
  {
    path: cataloguePaths.categories,
    handle: { title: 'Categories', anyOf: [codes.categories, ...labelReadCodes] },
    lazy: async () => ({ Component: (await import('./routes/labels.js')).CategoriesPage }),
  },
  {
    path: cataloguePaths.brands,
    handle: { title: 'Brands', anyOf: [codes.brands, ...labelReadCodes] },
    lazy: async () => ({ Component: (await import('./routes/labels.js')).BrandsPage }),
  },
];
