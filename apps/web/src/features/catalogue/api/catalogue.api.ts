import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf, QueryOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess, type RequestOptions } from '../../../lib/api-client.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { catalogueApiPaths } from '../../../lib/catalogue-paths.js';
import { queryTags, type QueryTag } from '../../../lib/query-tags.js';
import { catalogueKeys } from '../catalogue.keys.js';

export type ItemType = NonNullable<BodyOf<'/api/v1/inventories', 'post'>['type']>;

/** Lists answer { success, data, page, limit, total } at the top level. */
export type ProductPage = AnswerOf<'/api/v1/inventories', 'get'>;
/** A product or service as the API lists it (prices and quantities are decimal strings). */
export type Product = ProductPage['data'][number];
/** One product with its variants, raw materials and history. */
export type ProductDetail = DataOf<'/api/v1/inventories/{id}', 'get'>;
export type ProductLabel = DataOf<'/api/v1/categories', 'get'>[number];

/** Spec 001 §3: the create payload (empty values are left out, a price of 0 is still sent). */
export type CreateProductBody = BodyOf<'/api/v1/inventories', 'post'>;
/** Spec 001 §3 "Variant": the rest (category, brand, measurement) is the parent's. */
export type VariantBody = NonNullable<CreateProductBody['variants']>[number];
export type CreateLabelBody = BodyOf<'/api/v1/categories', 'post'>;

export const PAGE_SIZE = 25;

/** GET /inventories?filter_by=…: which products of the list. */
export type ProductFilter = NonNullable<QueryOf<'/api/v1/inventories', 'get'>['filter_by']>;

/** `tags`: names from GET /tags; the list keeps the products whose category or brand is one of them. */
export const useProducts = (type: ItemType, page: number, q: string, filter: ProductFilter = 'all', tags: readonly string[] = []) =>
  useQuery({
    queryKey: [...catalogueKeys.list(type, page, q), filter, tags],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const query = new URLSearchParams({
        ...(type === 'PRODUCT' ? { type } : {}),
        page: String(page),
        limit: String(PAGE_SIZE),
        ...(q ? { q } : {}),
        ...(filter !== 'all' ? { filter_by: filter } : {}),
        ...(tags.length > 0 ? { filterByTags: tags.join(',') } : {}),
      });
      const path = type === 'SERVICE' ? catalogueApiPaths.services : catalogueApiPaths.products;
      return (await apiClient.get<Product[]>(`${path}?${query.toString()}`)) as ProductPage;
    },
  });

/** A tag (spec 002 GET /tags): a category or brand name the business's products carry, and how many carry it. */
export type ProductTag = DataOf<'/api/v1/tags', 'get'>[number];

export const useTags = (enabled: boolean) =>
  useQuery({ queryKey: catalogueKeys.tags(), enabled, queryFn: async () => (await apiClient.get<ProductTag[]>(catalogueApiPaths.tags)).data });

/** The hub's figures (GET /inventories/summary): counts, units and value at cost. Sales and purchases move them. */
export type InventorySummary = DataOf<'/api/v1/inventories/summary', 'get'>;
export const useInventorySummary = () =>
  useQuery({
    queryKey: catalogueKeys.summary('figures'),
    meta: { tags: [queryTags.ledger] },
    queryFn: async () => (await apiClient.get<InventorySummary>('/inventories/summary')).data,
  });

export type TopSellingItem = DataOf<'/api/v1/inventories/top-selling-products', 'get'>[number];
/** The best sellers between two days, by amount sold. */
export const useTopSelling = (startDate: string, endDate: string) =>
  useQuery({
    queryKey: [...catalogueKeys.summary('top-selling'), startDate, endDate],
    meta: { tags: [queryTags.ledger] },
    queryFn: async () =>
      (await apiClient.get<TopSellingItem[]>(`/inventories/top-selling-products?${new URLSearchParams({ startDate, endDate, limit: '5' }).toString()}`)).data,
  });

/** The products at or under their low-stock level, fewest first. */
export const useLowInStock = () =>
  useQuery({
    queryKey: catalogueKeys.summary('low-in-stock'),
    meta: { tags: [queryTags.ledger] },
    queryFn: async () => (await apiClient.get<Product[]>('/inventories/low-in-stock?limit=5')) as AnswerOf<'/api/v1/inventories/low-in-stock', 'get'>,
  });

export const useProduct = (type: ItemType, id: string) =>
  useQuery({
    queryKey: catalogueKeys.item(type, id),
    queryFn: async () => (await apiClient.get<ProductDetail>(type === 'SERVICE' ? catalogueApiPaths.service(id) : catalogueApiPaths.product(id))).data,
  });

export const useNextSku = (type: ItemType, enabled: boolean) =>
  useQuery({
    queryKey: catalogueKeys.nextSku(type),
    enabled,
    queryFn: async () => (await apiClient.get<DataOf<'/api/v1/inventories/sku', 'get'>>(catalogueApiPaths.nextSku(type))).data,
  });

export const useLabels = (kind: 'categories' | 'brands') =>
  useQuery({ queryKey: catalogueKeys.labels(kind), queryFn: async () => (await apiClient.get<ProductLabel[]>(`/${kind}`)).data });

/** Every write changes the catalogue reads; refetch them all. */
// A resubmission of the same body reuses its Idempotency-Key, so the server records it once.
// `alsoChanges`: what else the write moves (creating a product posts its opening stock or purchase to the ledger).
function useCatalogueWrite<TVariables, TData>(
  write: (variables: TVariables, options: RequestOptions) => Promise<ApiSuccess<TData>>,
  alsoChanges: QueryTag[] = [],
) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation<ApiSuccess<TData>, ApiError, TVariables>({
    mutationFn: (variables) => write(variables, { headers: { 'Idempotency-Key': keys.keyFor(variables) } }),
    meta: alsoChanges.length > 0 ? { invalidates: alsoChanges } : undefined,
    onSuccess: () => {
      keys.complete();
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}

export const useCreateProduct = () =>
  useCatalogueWrite(
    (body: CreateProductBody, options) => apiClient.post<DataOf<'/api/v1/inventories', 'post'>>(catalogueApiPaths.createProduct, body, options),
    [queryTags.ledger],
  );

export const useCreateLabel = (kind: 'categories' | 'brands') =>
  useCatalogueWrite((body: CreateLabelBody, options) => apiClient.post<DataOf<'/api/v1/categories', 'post'>>(`/${kind}`, body, options));

/** PATCH /inventories/update/{id}: the fields to change (absent ones stay, a blank one is cleared). */
export type UpdateProductBody = BodyOf<'/api/v1/inventories/update/{id}', 'patch'>;
/** PATCH /inventory/stock-update: the quantity counted; the difference is booked as a stock adjustment. */
export type UpdateStockBody = BodyOf<'/api/v1/inventory/stock-update', 'patch'>;
/** POST /inventories/price-update: new prices, product by product. */
export type PriceChange = BodyOf<'/api/v1/inventories/price-update', 'post'>['products'][number];

export const useUpdateProduct = (id: string) =>
  useCatalogueWrite((body: UpdateProductBody, options) =>
    apiClient.patch<DataOf<'/api/v1/inventories/update/{id}', 'patch'>>(catalogueApiPaths.updateProduct(id), body, options),
  );

/** A stock count moves the books (stock and its adjustment account). */
export const useUpdateStock = () =>
  useCatalogueWrite(
    (body: UpdateStockBody, options) => apiClient.patch<DataOf<'/api/v1/inventory/stock-update', 'patch'>>(catalogueApiPaths.updateStock, body, options),
    [queryTags.ledger],
  );

/** Archiving takes the item off the lists and searches; its history and books stay. */
export const useArchiveProduct = () =>
  useCatalogueWrite((id: string, options) => apiClient.get<DataOf<'/api/v1/inventories/{id}/archive', 'get'>>(catalogueApiPaths.archiveProduct(id), options));

/** One of the owner's businesses (GET /accounts/businesses): `current` is the one signed in to. */
export type OwnedBusiness = DataOf<'/api/v1/accounts/businesses', 'get'>[number];

/** The owner's other businesses, where a new product can be made too (spec 001 §2 create dialog). */
export const useOtherBusinesses = (enabled: boolean) =>
  useQuery({
    queryKey: [...catalogueKeys.all, 'other-businesses'],
    enabled,
    queryFn: async () => (await apiClient.get<OwnedBusiness[]>('/accounts/businesses?all=true')).data.filter((business) => !business.current),
  });

/** POST /inventories/replicate-products: this business's product made in others, each with its own opening stock. */
export type ReplicateBody = BodyOf<'/api/v1/inventories/replicate-products', 'post'>;
export const useReplicateProduct = () =>
  useCatalogueWrite((body: ReplicateBody, options) =>
    apiClient.post<DataOf<'/api/v1/inventories/replicate-products', 'post'>>('/inventories/replicate-products', body, options),
  );

export const useUpdatePrices = () =>
  useCatalogueWrite((products: PriceChange[], options) =>
    apiClient.post<DataOf<'/api/v1/inventories/price-update', 'post'>>(catalogueApiPaths.updatePrices, { products }, options),
  );
