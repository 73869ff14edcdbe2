import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, ApiError, API_BASE_PATH, type ApiSuccess } from '../../../lib/api-client.js';
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

/** PUT with the api client's conventions (the shared client has GET and POST only). */
async function put<T>(path: string, body: unknown): Promise<ApiSuccess<T>> {
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const payload = (await response.json().catch(() => null)) as
    (ApiSuccess<T> & { message?: string; code?: string; errors?: { field: string; message: string }[] }) | null;
  if (!response.ok || !payload)
    throw new ApiError(
      response.status,
      payload?.message ?? 'Something went wrong. Please try again.',
      payload?.code ?? `HTTP_${response.status}`,
      payload?.errors ?? [],
    );
  const position = (payload.data as { position?: unknown } | undefined)?.position;
  if (typeof position === 'string') apiClient.recordPosition(position);
  return payload;
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
export const useCreateAsset = () => useAssetWrite((body: AssetFormBody) => apiClient.post<Asset>('/assets/create', body));
export const useUpdateAsset = (id: string) => useAssetWrite((body: AssetFormBody) => put<Asset>(`/assets/${encodeURIComponent(id)}`, body));
/** PUT /assets/categories takes the whole list: the screen sends the categories shown plus the new one. */
export const useSetAssetCategories = () => useAssetWrite((categories: AssetCategory[]) => apiClient.put<AssetCategory[]>('/assets/categories', { categories }));
export const useArchiveAsset = (id: string) => useAssetWrite(() => apiClient.get<{ id: string }>(`/assets/${encodeURIComponent(id)}/archive`));
export const useBuyAssets = () => useAssetWrite((body: Record<string, unknown>) => apiClient.post<{ reference: string; total: string }>('/assets/buy', body));
export const useSellAssets = () => useAssetWrite((body: Record<string, unknown>) => apiClient.post<{ reference: string; total: string }>('/assets/sell', body));
