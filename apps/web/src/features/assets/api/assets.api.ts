import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { assetsKeys } from '../assets.keys.js';

export type AssetCategory = DataOf<'/api/v1/assets/categories', 'get'>[number];
export type Asset = DataOf<'/api/v1/assets/{id}', 'get'>;
export type AssetSummary = DataOf<'/api/v1/assets/summary', 'get'>;
export type AssetLogRow = DataOf<'/api/v1/assets/{id}/transactions/logs', 'get'>[number];
type AssetPage = AnswerOf<'/api/v1/assets/getAssets', 'get'>;
type AssetTransactionPage = AnswerOf<'/api/v1/assets/transactions', 'get'>;
export type AssetTransaction = AssetTransactionPage['data'][number];
export type Contact = DataOf<'/api/v1/entities/s/{query}', 'get'>[number];

export const useAssets = (page: number) =>
  useQuery({
    queryKey: assetsKeys.list(page),
    queryFn: async () => (await apiClient.get<Asset[]>(`/assets/getAssets?page=${page}&limit=25`)) as AssetPage,
  });
export const useAssetSummary = () =>
  useQuery({ queryKey: assetsKeys.summary(), queryFn: async () => (await apiClient.get<AssetSummary>('/assets/summary')).data });
export const useAssetCategories = () =>
  useQuery({ queryKey: assetsKeys.categories(), queryFn: async () => (await apiClient.get<AssetCategory[]>('/assets/categories')).data });
export const useNextAssetTag = (enabled: boolean) =>
  useQuery({
    queryKey: assetsKeys.nextTag(),
    enabled,
    queryFn: async () => (await apiClient.get<DataOf<'/api/v1/assetion/sku', 'get'>>('/assetion/sku')).data,
  });
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
    queryFn: async () => (await apiClient.get<AssetTransaction[]>(`/assets/transactions?page=${page}&limit=25`)) as AssetTransactionPage,
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

/** The asset form as the API takes it (JSON, or the same fields as a multipart form with the picture). */
export type AssetFormBody = BodyOf<'/api/v1/assets/create', 'post'>;
export type BuyAssetsBody = BodyOf<'/api/v1/assets/buy', 'post'>;
export type SellAssetsBody = BodyOf<'/api/v1/assets/sell', 'post'>;
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
export const useCreateAsset = () =>
  useAssetWrite((submission: AssetSubmission) => apiClient.post<DataOf<'/api/v1/assets/create', 'post'>>('/assets/create', assetRequestBody(submission)));
export const useUpdateAsset = (id: string) =>
  useAssetWrite((submission: AssetSubmission) =>
    apiClient.put<DataOf<'/api/v1/assets/{id}', 'put'>>(`/assets/${encodeURIComponent(id)}`, assetRequestBody(submission)),
  );
/** The picture's address, changed by a new picture so the browser does not show the one it cached. */
export const assetImageSrc = (asset: Pick<Asset, 'imageUrl' | 'image'>): string | undefined =>
  asset.imageUrl && asset.image ? `${asset.imageUrl}?v=${asset.image.sha256.slice(0, 16)}` : asset.imageUrl;
/** PUT /assets/categories takes the whole list: the screen sends the categories shown plus the new one. */
export const useSetAssetCategories = () =>
  useAssetWrite((categories: AssetCategory[]) =>
    apiClient.put<DataOf<'/api/v1/assets/categories', 'put'>>('/assets/categories', { categories } satisfies BodyOf<'/api/v1/assets/categories', 'put'>),
  );
export const useArchiveAsset = (id: string) =>
  useAssetWrite(async () => {
    const answer = await apiClient.get<DataOf<'/api/v1/assets/{id}/archive', 'get'>>(`/assets/${encodeURIComponent(id)}/archive`);
    // A write answered to a GET: the client records positions of other methods only, so the next reads wait for this one here.
    apiClient.recordPosition(answer.data.position);
    return answer;
  });
export const useBuyAssets = () => useAssetWrite((body: BuyAssetsBody) => apiClient.post<DataOf<'/api/v1/assets/buy', 'post'>>('/assets/buy', body));
export const useSellAssets = () => useAssetWrite((body: SellAssetsBody) => apiClient.post<DataOf<'/api/v1/assets/sell', 'post'>>('/assets/sell', body));
