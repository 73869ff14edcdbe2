// The businesses (spec 002 §2 /admin/account): a paged table with a search; staff may narrow it to
// one partner's businesses. A partner admin sees their own partner's only.

import { Paper } from '@mantine/core';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header.js';
import { useAdminBusinesses } from '../api/businesses.js';
import { usePartners } from '../api/partners.js';
import { BusinessesTable } from '../components/businesses-table.js';
import { ListFilterBar, useListFilters } from '../components/list-filters.js';
import { isStaff, useAdminSession } from '../session.js';

export function AdminBusinessesRoute() {
  const session = useAdminSession();
  const staff = isStaff(session?.admin);
  const filters = useListFilters(staff);
  const { page, q, partnerId, set } = filters;
  const partners = usePartners(staff);
  const businesses = useAdminBusinesses({ page, q, partnerId: partnerId || undefined });
  const partnerNames = useMemo(() => (partners.data ? new Map(partners.data.data.map((partner) => [partner.id, partner.name])) : undefined), [partners.data]);

  return (
    <>
      <PageHeader
        title="Businesses"
        description={businesses.data ? `${businesses.data.total} ${businesses.data.total === 1 ? 'business' : 'businesses'}` : 'Every business on Ledgerline.'}
      />
      <Paper withBorder radius="md" p="md">
        <ListFilterBar filters={filters} staff={staff} searchLabel="Search businesses" placeholder="Search by name, e-mail or phone" />
        <BusinessesTable
          answer={businesses.data}
          loading={businesses.isPending || (businesses.isFetching && businesses.isPlaceholderData)}
          error={businesses.error}
          onRetry={() => void businesses.refetch()}
          page={page}
          onPage={(next) => set({ page: next > 1 ? String(next) : '' })}
          empty={q ? `No business matches “${q}”.` : 'No businesses yet.'}
          partnerNames={partnerNames}
        />
      </Paper>
    </>
  );
}
