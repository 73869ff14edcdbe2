import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { assetsKeys } from '../assets.keys.js';

export interface AssetCategory {
  name: string;
  group: string;
  lifespan: number;
}

export interface Asset {
  _id: string;
  tag: string;
  name: string;
  serialNo?: string;
  manufacturer?: string;
  model?: string;
  condition?: 'new' | 'used';
  group?: string;
  category: string;
  lifespan: number;
  purchasePrice: string;
  salvageValue: string;
  forceSaleValue?: string;
  description?: string;
  /** Where the picture is read: GET /assets/{id}/image for an uploaded one, else the address sent. */
  imageUrl?: string;
  /** An uploaded picture's key and type (its sha256 changes with a new picture). */
  image?: { sha256: string; contentType: string; size: number };
  currency: string;
  qty_in_stock: string;
  cost: string;
  monthlyDepreciation: string;
  accumulatedDepreciation: string;
  netBookValue: string;
}

export interface AssetSummary {
  totalQuantity: string;
  totalPurchaseCost: string;
  totalPurchaseValue: string;
}

export interface AssetLogRow {
  _id: string;
  date: string;
  reference: string;
  type: 'asset_buy' | 'asset_sale' | 'depreciation';
  entityName: string | null;
  description: string | null;
  quantity: string;
  price: string;
  amount: string;
}

export interface AssetTransaction {
  _id: string;
  date: string;
  reference: string;
  number: string | null;
  type: 'asset_buy' | 'asset_sale';
  entityName: string | null;
  description: string | null;
  amount: string;
}

export interface Paged<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export interface Contact {
  _id: string;
  firstName: string;
  lastName?: string | null;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
}

export const useAssets = (page: number) =>
  useQuery({
    queryKey: assetsKeys.list(page),
    queryFn: async () => (await apiClient.get<Asset[]>(`/assets/getAssets?page=${page}&limit=25`)) as unknown as Paged<Asset>,
  });
export const useAssetSummary = () =>
  useQuery({ queryKey: assetsKeys.summary(), queryFn: async () => (await apiClient.get<AssetSummary>('/assets/summary')).data });
export const useAssetCategories = () =>
  useQuery({ queryKey: assetsKeys.categories(), queryFn: async () => (await apiClient.get<AssetCategory[]>('/assets/categories')).data });
export const useNextAssetTag = (enabled: boolean) =>
  useQuery({ queryKey: assetsKeys.nextTag(), enabled, queryFn: async () => (await apiClient.get<string>('/assetion/sku')).data });
export const useAsset = (id: string) =>
  useQuery({ queryKey: assetsKeys.detail(id), queryFn: async () => (await apiClient.get<Asset>(`/assets/${encodeURIComponent(id)}`)).data });
export const useAssetLog = (id: string, startDate: string, endDate: string) =>
  useQuery({
    queryKey: assetsKeys.log(id, startDate, endDate),
    queryFn: async () => {
      const query = new URLSearchParams({ ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) });
      return (await apiClient.get<AssetLogRow[]>(`/assets/${encodeURIComponent(id)}/transactions/logs?${query.toString()}`)).data;
    },
  });
export const useAssetTransactions = (page: number) =>
  useQuery({
    queryKey: assetsKeys.transactions(page),
    queryFn: async () => (await apiClient.get<AssetTransaction[]>(`/assets/transactions?page=${page}&limit=25`)) as unknown as Paged<AssetTransaction>,
  });

export const searchAssets = async (text: string): Promise<Asset[]> =>
  (await apiClient.get<Asset[]>(`/assets/search?searchQuery=${encodeURIComponent(text)}&type=ASSET`)).data;
export const searchContacts = async (text: string): Promise<Contact[]> =>
  text.trim() === '' ? [] : (await apiClient.get<Contact[]>(`/entities/s/${encodeURIComponent(text)}`)).data;

/** Every write changes the asset reads; refetch them all. */
function useAssetWrite<TVariables, TData>(write: (variables: TVariables) => Promise<ApiSuccess<TData>>) {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<TData>, ApiError, TVariables>({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}

export type AssetFormBody = Pick<Asset, 'tag' | 'name' | 'category' | 'purchasePrice' | 'salvageValue'> &
  Partial<Pick<Asset, 'serialNo' | 'manufacturer' | 'model' | 'condition' | 'group' | 'forceSaleValue' | 'description'>>;
/** The form's fields and, when one was chosen, the picture: sent together, so the asset and its picture are kept together or not at all. */
export interface AssetSubmission {
  body: AssetFormBody;
  image?: File | null;
}
/** JSON without a picture; with one, the spec's multipart form (the fields as text, the file as `image`). */
function assetRequestBody({ body, image }: AssetSubmission): AssetFormBody | FormData {
  if (!image) return body;
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) if (value !== undefined) form.set(field, String(value));
  form.set('image', image, image.name);
  return form;
}
export const useCreateAsset = () => useAssetWrite((submission: AssetSubmission) => apiClient.post<Asset>('/assets/create', assetRequestBody(submission)));
export const useUpdateAsset = (id: string) =>
  useAssetWrite((submission: AssetSubmission) => apiClient.put<Asset>(`/assets/${encodeURIComponent(id)}`, assetRequestBody(submission)));
/** The picture's address, changed by a new picture so the browser does not show the one it cached. */
export const assetImageSrc = (asset: Pick<Asset, 'imageUrl' | 'image'>): string | undefined =>
  asset.imageUrl && asset.image ? `${asset.imageUrl}?v=${asset.image.sha256.slice(0, 16)}` : asset.imageUrl;
/** PUT /assets/categories takes the whole list: the screen sends the categories shown plus the new one. */
export const useSetAssetCategories = () => useAssetWrite((categories: AssetCategory[]) => apiClient.put<AssetCategory[]>('/assets/categories', { categories }));
export const useArchiveAsset = (id: string) => useAssetWrite(() => apiClient.get<{ id: string }>(`/assets/${encodeURIComponent(id)}/archive`));
export const useBuyAssets = () => useAssetWrite((body: Record<string, unknown>) => apiClient.post<{ reference: string; total: string }>('/assets/buy', body));
export const useSellAssets = () => useAssetWrite((body: Record<string, unknown>) => apiClient.post<{ reference: string; total: string }>('/assets/sell', body));
