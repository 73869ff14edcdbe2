// The filters of the admin lists (businesses, users, invitations), kept in the address so a list
// can be bookmarked or sent as it is shown: the page, a search, and, for staff, one partner.

import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePartners } from '../api/partners.js';

/** `partnerId` is blank for a partner admin, who sees their own partner's alone. */
export function useListFilters(staff: boolean) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const partnerId = staff ? (params.get('partner') ?? '') : '';
  /** Sets the address's parameters, dropping a blank one. */
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  return { params, page, search, setSearch, q, partnerId, set };
}

export type ListFilters = ReturnType<typeof useListFilters>;

/** The search box and, for staff, the partner select; either starts the list again at page 1. */
export function ListFilterBar({
  filters,
  staff,
  searchLabel,
  placeholder,
}: {
  filters: ListFilters;
  staff: boolean;
  searchLabel: string;
  placeholder: string;
}) {
  const partners = usePartners(staff);
  return (
    <Group mb="md" gap="sm" wrap="wrap">
      <TextInput
        aria-label={searchLabel}
        placeholder={placeholder}
        leftSection={<IconSearch size={16} />}
        value={filters.search}
        onChange={(event) => {
          filters.setSearch(event.currentTarget.value);
          filters.set({ q: event.currentTarget.value.trim(), page: '' });
        }}
        w={320}
      />
      {staff && (
        <Select
          aria-label="Partner"
          placeholder="All partners"
          clearable
          data={(partners.data?.data ?? []).map((partner) => ({ value: partner.id, label: partner.name }))}
          value={filters.partnerId || null}
          onChange={(value) => filters.set({ partner: value ?? '', page: '' })}
          w={220}
        />
      )}
    </Group>
  );
}
