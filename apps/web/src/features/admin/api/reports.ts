// A business's five reports as the provider sees them (spec 002 §7): the owner's own figures, for
// startDate–endDate (the server's defaults: this month; the balance sheet as at endDate).

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { adminKeys } from '../admin.keys.js';
import type { AdminReport } from '../paths.js';
import { adminClient, withQuery } from './admin-client.js';

export interface AdminReports {
  'pnl-report': DataOf<'/api/v1/admin/businesses/{id}/pnl-report', 'get'>;
  'sales-report': DataOf<'/api/v1/admin/businesses/{id}/sales-report', 'get'>;
  'balance-sheet-report': DataOf<'/api/v1/admin/businesses/{id}/balance-sheet-report', 'get'>;
  'inventory-report': DataOf<'/api/v1/admin/businesses/{id}/inventory-report', 'get'>;
  'expense-report': DataOf<'/api/v1/admin/businesses/{id}/expense-report', 'get'>;
}

export type ReportLine = AdminReports['pnl-report']['grossProfit'];
export type ReportSection = AdminReports['pnl-report']['revenue'];

export function useAdminReport<R extends AdminReport>(businessId: string, report: R, period: { startDate: string; endDate: string }) {
  const path = withQuery(`/admin/businesses/${encodeURIComponent(businessId)}/${report}`, period);
  return useQuery({
    queryKey: adminKeys.report(businessId, report, path),
    queryFn: async () => (await adminClient.get<AdminReports[R]>(path)).data,
    placeholderData: keepPreviousData,
  });
}
