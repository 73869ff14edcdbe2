// The maintenance scripts (spec 002 §7, staff only): each starts a job; its progress is read from
// GET /admin/projections/rebuilds/:jobId until it completes or fails.

import { useMutation, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { adminKeys } from '../admin.keys.js';
import { adminClient, withQuery } from './admin-client.js';

/** A started script: its job, and for a rebuild every job it queued (one per read model). */
export interface ScriptStarted {
  jobId: string;
  jobIds?: string[];
  projectors?: string[];
}

export type JobStatus = DataOf<'/api/v1/admin/projections/rebuilds/{jobId}', 'get'>;

export const maintenanceScripts = [
  {
    key: 'pnl-monthly-report',
    label: 'Monthly P&L reports',
    description: 'E-mails the monthly profit and loss that is due now: to every business, or to the one whose id you give. Nothing goes twice.',
    path: '/admin/businesses/pnl-monthly-report/run',
    takesBusinessId: true,
    rebuild: false,
  },
  {
    key: 'weekly-account-summary',
    label: 'Weekly account summaries',
    description: 'E-mails the weekly summaries that are due now: to every business, or to the one whose id you give. Nothing goes twice.',
    path: '/admin/businesses/weekly-account-summary/run',
    takesBusinessId: true,
    rebuild: false,
  },
  {
    key: 'repayment-transaction-gl-account',
    label: 'Repayment GL accounts',
    description: 'Rebuilds the journal lines and account balances from the events, so repayments sit on their ledger accounts.',
    path: '/admin/scripts/repayment-transaction-gl-account/run',
    takesBusinessId: false,
    rebuild: true,
  },
  {
    key: 'update-transaction-purchase-average',
    label: 'Purchase averages',
    description: 'Rebuilds the reports’ cost of sales at the moving average purchase cost, from the events.',
    path: '/admin/scripts/update-transaction-purchase-average/run',
    takesBusinessId: false,
    rebuild: true,
  },
  {
    key: 'inventory-yearly',
    label: 'Yearly inventory',
    description: 'Rebuilds each product’s stock quantity and value and the inventory report’s figures, from the events.',
    path: '/admin/scripts/inventory/yearly-script/run',
    takesBusinessId: false,
    rebuild: true,
  },
] as const;

export type MaintenanceScript = (typeof maintenanceScripts)[number];

export function useRunScript(script: MaintenanceScript) {
  return useMutation({
    mutationFn: async (orgId?: string) => await adminClient.post<ScriptStarted>(withQuery(script.path, { orgId }), {}),
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
