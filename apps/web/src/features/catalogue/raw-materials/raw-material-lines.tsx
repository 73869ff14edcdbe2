import { Combobox, Group, Loader, Stack, Table, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useState } from 'react';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';
import { formatAmount } from '../../../lib/format.js';
import { catalogueKeys } from '../catalogue.keys.js';
import { useMoney } from '../../../lib/money-context.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';

/** Spec 001 §9: search debounce 300 ms; result list at most 250 px high. */
const SEARCH_DEBOUNCE_MS = 300;

/** One line as the form keeps it: the price is left '' to take the material's moving average. */
export interface RawMaterialLineValue {
  id: string;
  name: string;
  measurement: string;
  quantity: string;
  price: string;
  /** Shown as the price's placeholder. */
  averagePrice: string;
}

/** A raw material or product to pick (GET /production/search). */
type Material = DataOf<'/api/v1/production/search', 'get'>[number];

/** A raw material's average as the API gives it; a product's: value ÷ quantity while in stock, else its cost price. */
function averageOf(material: Material): string {
  if (material.type === 'RAW_MATERIAL') return material.averagePrice;
  const quantity = new Decimal(material.quantity ?? 0);
  if (quantity.gt(0)) return new Decimal(material.stockValue ?? 0).dividedBy(quantity).toFixed(2);
  return new Decimal(material.buyingPrice ?? 0).toFixed(2);
}

const decimal = /^\d+(\.\d+)?$/;

/** The lines' problems, by line: a quantity above 0, a price that is a number when given (spec 001 §5). */
export function rawMaterialErrors(lines: readonly RawMaterialLineValue[]): Record<number, string> {
  const errors: Record<number, string> = {};
  lines.forEach((line, index) => {
    if (!decimal.test(line.quantity.trim()) || new Decimal(line.quantity.trim()).lte(0)) errors[index] = 'Each raw material line needs a quantity above 0';
    else if (line.price.trim() !== '' && !decimal.test(line.price.trim())) errors[index] = 'Please enter a price';
  });
  return errors;
}

/** The create payload's lines: the price only when typed (else the server takes the moving average). */
export const toRawMaterialsBody = (lines: readonly RawMaterialLineValue[]) =>
  lines.map((line) => ({ id: line.id, quantity: line.quantity.trim(), ...(line.price.trim() !== '' ? { price: line.price.trim() } : {}) }));

/** Raw material lines (spec 001 §3, §5): each picked from the production search (raw materials and products), with a quantity. */
export function RawMaterialLines({
  value,
  onChange,
  errors = {},
  currency = 'NGN',
}: {
  value: RawMaterialLineValue[];
  onChange: (lines: RawMaterialLineValue[]) => void;
  errors?: Record<number, string>;
  currency?: string;
}) {
  const money = useMoney();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox();
  const found = useQuery({
    queryKey: [...catalogueKeys.all, 'raw-material-search', q],
    enabled: q !== '',
    queryFn: async () => (await apiClient.get<Material[]>(`/production/search?query=${encodeURIComponent(q)}&type=ALL`)).data,
  });
  const pick = (material: Material) => {
    const id = material.id ?? material._id;
    if (!value.some((line) => line.id === id)) {
      onChange([...value, { id, name: material.name, measurement: material.measurement, quantity: '1', price: '', averagePrice: averageOf(material) }]);
    }
    setSearch('');
    combobox.closeDropdown();
  };
  const update = (index: number, change: Partial<RawMaterialLineValue>) => onChange(value.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const options = found.data ?? [];

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={(id) => pick(options.find((m) => (m.id ?? m._id) === id)!)}>
        <Combobox.Target>
          <TextInput
            label="Raw materials"
            description="What one unit is made of; each line is priced at the material's moving average unless you type a price"
            placeholder="Search raw materials or products"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={found.isFetching ? <Loader size="xs" /> : null}
          />
        </Combobox.Target>
        {q !== '' && (
          <Combobox.Dropdown>
            <Combobox.Options mah={250} style={{ overflowY: 'auto' }}>
              {found.isSuccess && options.length === 0 && <Combobox.Empty>Not found</Combobox.Empty>}
              {options.map((material) => (
                <Combobox.Option value={material.id ?? material._id} key={material.id ?? material._id}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{material.name}</Text>
                    <Text size="xs" c="dimmed">
                      {formatAmount(averageOf(material), currency)} / {material.measurement}
                    </Text>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        )}
      </Combobox>
      {value.length > 0 && (
        <Table aria-label="Raw material lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Material</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.map((line, index) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Quantity of ${line.name}`}
                    inputMode="decimal"
                    rightSection={<Text size="xs">{line.measurement}</Text>}
                    rightSectionWidth={60}
                    value={line.quantity}
                    onChange={(event) => update(index, { quantity: event.currentTarget.value })}
                    error={errors[index]}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Price of ${line.name}`}
                    inputMode="decimal"
                    leftSection={money.symbol}
                    placeholder={line.averagePrice}
                    value={line.price}
                    onChange={(event) => update(index, { price: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <RemoveLineButton label={`Remove ${line.name}`} onClick={() => onChange(value.filter((_, at) => at !== index))} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
