// The businesses (spec 002 §2 /admin/account): a paged table with a search; staff may narrow it to
// one partner's businesses. A partner admin sees their own partner's only.

import { Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { useAdminBusinesses } from '../api/businesses.js';
import { usePartners } from '../api/partners.js';
import { BusinessesTable } from '../components/businesses-table.js';
import { isStaff, useAdminSession } from '../session.js';

export function AdminBusinessesRoute() {
  const session = useAdminSession();
  const staff = isStaff(session?.admin);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const partnerId = staff ? (params.get('partner') ?? '') : '';
  const partners = usePartners(staff);
  const businesses = useAdminBusinesses({ page, q, partnerId: partnerId || undefined });
  const partnerNames = useMemo(() => (partners.data ? new Map(partners.data.data.map((partner) => [partner.id, partner.name])) : undefined), [partners.data]);

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader title="Businesses" description={businesses.data ? `${businesses.data.total} businesses` : 'Every business on Ledgerline.'} />
      <Paper withBorder radius="md" p="md">
        <Group mb="md" gap="sm" wrap="wrap">
          <TextInput
            aria-label="Search businesses"
            placeholder="Search by name, e-mail or phone"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              set({ q: event.currentTarget.value.trim(), page: '' });
            }}
            w={320}
          />
          {staff && (
            <Select
              aria-label="Partner"
              placeholder="All partners"
              clearable
              data={(partners.data?.data ?? []).map((partner) => ({ value: partner.id, label: partner.name }))}
              value={partnerId || null}
              onChange={(value) => set({ partner: value ?? '', page: '' })}
              w={220}
            />
          )}
        </Group>
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
