// The maintenance scripts (spec 002 §7, staff only): each starts a job; its progress is read from
// GET /admin/projections/rebuilds/:jobId until it completes or fails.

import { useMutation, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../admin.keys.js';
import { adminClient, withQuery } from './admin-client.js';

export interface ScriptStarted {
  jobId?: string | null;
}

export interface JobStatus {
  jobId: string;
  state: string;
  progress: { phase?: string; processed?: number; total?: number; percent?: number };
  result: unknown;
  error: string | null;
}

export const maintenanceScripts = [
  {
    key: 'pnl-monthly-report',
    label: 'Monthly P&L reports',
    description: 'E-mails every business its profit and loss for last month.',
    path: '/admin/businesses/pnl-monthly-report/run',
  },
  {
    key: 'weekly-account-summary',
    label: 'Weekly account summaries',
    description: 'E-mails the weekly summary: to every business, or to the one whose id you give.',
    path: '/admin/businesses/weekly-account-summary/run',
    takesBusinessId: true,
  },
  {
    key: 'repayment-transaction-gl-account',
    label: 'Repayment GL accounts',
    description: 'Puts loan repayments recorded before the fix on their ledger account.',
    path: '/admin/scripts/repayment-transaction-gl-account/run',
  },
  {
    key: 'update-transaction-purchase-average',
    label: 'Purchase averages',
    description: 'Recomputes the average purchase cost on past transactions.',
    path: '/admin/scripts/update-transaction-purchase-average/run',
  },
  {
    key: 'inventory-yearly',
    label: 'Yearly inventory',
    description: 'Carries stock levels into the new year.',
    path: '/admin/scripts/inventory/yearly-script/run',
  },
] as const;

export type MaintenanceScript = (typeof maintenanceScripts)[number];

export function useRunScript(script: MaintenanceScript) {
  return useMutation({
    mutationFn: async (orgId?: string) => await adminClient.post<ScriptStarted | undefined>(withQuery(script.path, { orgId }), {}),
    meta: { notify: { success: true, failure: true } },
  });
}

const FINISHED = new Set(['completed', 'failed']);

export function useJobStatus(jobId: string | null | undefined) {
  return useQuery({
    queryKey: adminKeys.rebuild(jobId ?? ''),
    queryFn: async () => (await adminClient.get<JobStatus>(`/admin/projections/rebuilds/${encodeURIComponent(jobId ?? '')}`)).data,
    enabled: Boolean(jobId),
    refetchInterval: (query) => (query.state.data && FINISHED.has(query.state.data.state) ? false : 1000),
  });
}
