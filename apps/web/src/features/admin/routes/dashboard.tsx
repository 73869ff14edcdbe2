// The admin dashboard (spec 002 §2, §3): the totals over the admin range, their series, and the
// businesses by plan. Staff see everything; a partner admin sees their partner's figures.

import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.js';
import { formatDate } from '../../../lib/date.js';
import type { AdminRange, StatsScope } from '../admin.keys.js';
import { defaultAdminRange } from '../api/stats.js';
import { AdminDateRange } from '../components/date-range.js';
import { StatsPanel } from '../components/stats-panel.js';
import { isStaff, useAdminSession } from '../session.js';

export function AdminDashboardRoute() {
  const session = useAdminSession();
  const [range, setRange] = useState<AdminRange>(() => defaultAdminRange());
  const admin = session?.admin;
  const scope: StatsScope = !admin || isStaff(admin) || !admin.partnerId ? { kind: 'all' } : { kind: 'partner', id: admin.partnerId };
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`${isStaff(admin) ? 'Every business' : 'Your partner’s businesses'}, ${formatDate(range.startDate)} – ${formatDate(range.endDate)}.`}
        actions={<AdminDateRange value={range} onChange={setRange} />}
      />
      <StatsPanel scope={scope} range={range} />
    </>
  );
}
