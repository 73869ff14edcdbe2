/** React Query keys of the inventory screens. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  transfers: (page: number, direction: string) => [...inventoryKeys.all, 'transfers', page, direction] as const,
  transfer: (id: string) => [...inventoryKeys.all, 'transfer', id] as const,
  destinationQuantity: (business: string, productName: string) => [...inventoryKeys.all, 'destination-quantity', business, productName] as const,
  businesses: () => [...inventoryKeys.all, 'businesses'] as const,
  orders: (page: number, status: string) => [...inventoryKeys.all, 'orders', page, status] as const,
  order: (id: string) => [...inventoryKeys.all, 'order', id] as const,
  nextOrderNumber: () => [...inventoryKeys.all, 'order-number'] as const,
  bankAccounts: () => [...inventoryKeys.all, 'bank-accounts'] as const,
  menus: () => [...inventoryKeys.all, 'menus'] as const,
  publicMenu: (id: string) => ['public-qr-menu', id] as const,
  productSearch: (type: string) => [...inventoryKeys.all, 'product-search', type] as const,
  supplierSearch: () => [...inventoryKeys.all, 'supplier-search'] as const,
};
