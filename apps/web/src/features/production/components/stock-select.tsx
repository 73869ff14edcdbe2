import { Select } from '@mantine/core';
import { useState } from 'react';
import { useStockSearch } from '../api/production.js';

/** A raw material or product picked from a search (GET /production/search). */
export function StockSelect({
  type,
  value,
  onChange,
  label,
  error,
}: {
  type: 'RAW_MATERIAL' | 'PRODUCT';
  value: string;
  onChange: (id: string) => void;
  label: string;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const found = useStockSearch(q, type);
  return (
    <Select
      label={label}
      searchable
      searchValue={q}
      onSearchChange={setQ}
      nothingFoundMessage={found.isPending ? 'Searching…' : 'Nothing found'}
      data={(found.data ?? []).map((item) => ({ value: item.id, label: `${item.name} (${item.quantity ?? 0} in stock)` }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={error}
    />
  );
}
