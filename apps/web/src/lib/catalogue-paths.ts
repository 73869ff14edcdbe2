// Every request path of products, services and contacts, in one place (the spec's paths,
// `/inventories…` and `/entities…`).
// Lives in lib/ because the catalogue, inventory and contacts features all call these paths and
// a feature never imports another.

const id = (value: string) => encodeURIComponent(value);

export const catalogueApiPaths = {
  products: '/inventories',
  services: '/services',
  product: (productId: string) => `/inventories/${id(productId)}`,
  service: (serviceId: string) => `/services/${id(serviceId)}`,
  productImage: (productId: string) => `/inventories/${id(productId)}/image`,
  createProduct: '/inventories',
  updateProduct: (productId: string) => `/inventories/update/${id(productId)}`,
  archiveProduct: (productId: string) => `/inventories/${id(productId)}/archive`,
  /** A stock count: the difference from the books is recorded as a stock adjustment. */
  updateStock: '/inventory/stock-update',
  updatePrices: '/inventories/price-update',
  nextSku: (type: 'PRODUCT' | 'SERVICE') => `/inventories/sku?type=${type}`,
  /** The category and brand names the products carry (spec 002 GET /api/v1/tags). */
  tags: '/tags',
  searchProducts: (q: string, type: 'PRODUCT' | 'SERVICE' | 'ALL' = 'ALL') => `/inventories/s/${encodeURIComponent(q)}/${type}/ALL`,
  contacts: '/entities',
  contact: (contactId: string) => `/entities/${id(contactId)}`,
  createContact: '/entities',
  searchContacts: (q: string) => `/entities/s/${encodeURIComponent(q)}`,
} as const;
