// Every request path of products, services and contacts, in one place: the server is moving them
// to the spec's paths (`/inventories…`, `/entities…`), and that move is a change to this file alone.
// Lives in lib/ because the catalogue, inventory and contacts features all call these paths and
// a feature never imports another.

const id = (value: string) => encodeURIComponent(value);

export const catalogueApiPaths = {
  products: '/products',
  services: '/services',
  product: (productId: string) => `/products/${id(productId)}`,
  service: (serviceId: string) => `/services/${id(serviceId)}`,
  productImage: (productId: string) => `/products/${id(productId)}/image`,
  createProduct: '/products',
  nextSku: (type: 'PRODUCT' | 'SERVICE') => `/products/sku?type=${type}`,
  searchProducts: (q: string, type: 'PRODUCT' | 'SERVICE' | 'ALL' = 'ALL') => `/products/search?q=${encodeURIComponent(q)}&type=${type}`,
  contacts: '/entities',
  contact: (contactId: string) => `/entities/${id(contactId)}`,
  createContact: '/entities',
  searchContacts: (q: string) => `/entities/search?q=${encodeURIComponent(q)}`,
} as const;
