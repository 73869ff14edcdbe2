/** The asset screens' paths (spec 001 §2). */
export const assetPaths = {
  hub: '/asset-management',
  view: '/asset-management/view',
  buy: '/asset-management/buy',
  sell: '/asset-management/sell',
  transactions: '/asset-management/transactions',
  categories: '/asset-management/categories',
  details: (id: string) => `/asset-management/${encodeURIComponent(id)}/detail`,
  /** The Transaction screen, by reference. */
  transaction: (reference: string) => `/transactions/${encodeURIComponent(reference)}`,
};
