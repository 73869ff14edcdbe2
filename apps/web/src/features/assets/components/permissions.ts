import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';

/** Spec 001 §6 codes the asset forms check: create contact 30, create asset 32, edit selling price 37. */
export const ASSET_CODES = { createContact: 30, createAsset: 32, editPrices: 37 } as const;

/** What the signed-in member may do here (owner and admin may do everything; the server decides in the end). */
export function useAssetPermissions() {
  const me = useQuery({
    queryKey: ['assets', 'me'],
    staleTime: 5 * 60_000,
    queryFn: async () => (await apiClient.get<DataOf<'/api/v1/auth', 'get'>>('/auth')).data,
  });
  const all = me.data?.role === 'owner' || me.data?.role === 'admin';
  const has = (code: number) => all || (me.data?.rolePermissions ?? []).includes(code);
  return { loaded: me.isSuccess, has };
}
