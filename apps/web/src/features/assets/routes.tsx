import type { RouteObject } from 'react-router-dom';
import { paths } from '../../lib/paths.js';
import type { RouteHandle } from '../../lib/routing.js';
import { assetPaths } from './paths.js';

/** The asset screens (spec 001 §2), each page loaded when first visited: owner and admin only (001 §6), as the server's asset calls are. */
export const routes: RouteObject[] = [
  {
    path: assetPaths.hub,
    handle: { title: 'Asset Management', ownerOrAdminOnly: true },
    lazy: async () => ({ Component: (await import('./routes/asset-management.js')).AssetManagementPage }),
  },
  {
    path: assetPaths.view,
    handle: { title: 'Assets', ownerOrAdminOnly: true },
    lazy: async () => ({ Component: (await import('./routes/asset-management-view.js')).AssetManagementViewPage }),
  },
  {
    path: assetPaths.buy,
    handle: { title: 'Buy Asset', ownerOrAdminOnly: true },
    lazy: async () => ({ Component: (await import('./routes/buy-asset.js')).BuyAssetPage }),
  },
  {
    path: assetPaths.sell,
    handle: { title: 'Sell Assets', ownerOrAdminOnly: true },
    lazy: async () => ({ Component: (await import('./routes/sell-asset.js')).SellAssetPage }),
  },
  {
    path: assetPaths.transactions,
    handle: { title: 'Asset Transactions', ownerOrAdminOnly: true },
    lazy: async () => ({ Component: (await import('./routes/asset-transactions.js')).AssetTransactionsPage }),
  },
  {
    path: assetPaths.categories,
    handle: { title: 'Asset Categories', ownerOrAdminOnly: true },
    lazy: async () => ({ Component: (await import('./routes/asset-categories.js')).AssetCategoriesPage }),
  },
  // A settings page (002 §2 "lifespan") made of the categories screen's parts; owner and admin, not on the Micro plan.
  {
    path: paths.lifespan,
    handle: { title: 'Asset lifespans', ownerOrAdminOnly: true, planLocked: true } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/asset-lifespans.js')).AssetLifespansPage }),
  },
  {
    path: '/asset-management/:id/detail',
    handle: { title: 'Asset Details', ownerOrAdminOnly: true },
    lazy: async () => ({ Component: (await import('./routes/asset-details.js')).AssetDetailsPage }),
  },
];
