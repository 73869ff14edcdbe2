// A raw material or a product picked from the production search (GET /production/search), with
// what is in stock and, for a raw material, its value: the batch's cost is read from them.

import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { formatQuantity } from '../../../lib/format.js';
import { useStockSearch, type StockChoice } from '../api/production.js';

/** What a form keeps of the item picked. */
export interface PickedStock {
  id: string;
  name: string;
  /** In stock now ('' when not known). */
  onHand: string;
  /** A raw material's stock value at moving average ('' for a product). */
  stockValue: string;
  measurement: string;
}

export function pickedStock(item: StockChoice): PickedStock {
  return {
    id: item.id,
    name: item.name,
    onHand: item.quantity ?? '',
    stockValue: ('stockValue' in item ? item.stockValue : null) ?? '',
    measurement: item.measurement,
  };
}

/** Keep the server's order and matches: the list is already filtered by the search. */
const serverFiltered: SelectProps['filter'] = ({ options }) => options;

const inStock = (item: StockChoice) => `${item.name} · ${formatQuantity(item.quantity ?? '0', item.measurement)} in stock`;

export function StockSelect({
  type,
  value,
  onPick,
  label,
  ariaLabel,
  error,
}: {
  type: 'RAW_MATERIAL' | 'PRODUCT';
  value: { id: string; name: string };
  onPick: (item: PickedStock | null) => void;
  label?: string;
  ariaLabel?: string;
  error?: string;
}) {
  const [search, setSearch] = useState(value.name);
  const [debounced] = useDebouncedValue(search, 250);
  // The picked item's own name in the box lists everything, as an empty box does.
  const found = useStockSearch(debounced === value.name ? '' : debounced.trim(), type);
  const options = found.data ?? [];
  const data = [
    ...(value.id ? [{ value: value.id, label: value.name }] : []),
    ...options.filter((item) => item.id !== value.id).map((item) => ({ value: item.id, label: inStock(item) })),
  ];
  const what = type === 'RAW_MATERIAL' ? 'raw material' : 'product';
  return (
    <Select
      label={label}
      aria-label={ariaLabel ?? label}
      placeholder={`Search your ${what}s`}
      searchable
      clearable
      data={data}
      value={value.id || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={found.isFetching ? 'Searching…' : found.isError ? 'The search failed, try again' : `No ${what} matches`}
      onChange={(id) => {
        if (id === value.id) return;
        const picked = options.find((item) => item.id === id);
        onPick(picked ? pickedStock(picked) : null);
        setSearch(picked ? picked.name : '');
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
