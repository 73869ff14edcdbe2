import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { searchProducts, type ProductHit } from '../api/inventory.api.js';
import { SearchPicker } from '../../../components/search-picker.js';
import { inventoryKeys } from '../inventory.keys.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';

/** One column of the lines' table: its header, width and what a line shows in it. */
export interface LineColumn<Line> {
  header: string;
  width?: number;
  cell: (line: Line, index: number) => ReactNode;
}

interface ProductLinesProps<Line extends { id: string; product: string; name: string }> {
  /** 'PRODUCT': stocked products only; 'ALL': services too. */
  type: 'PRODUCT' | 'ALL';
  pickerLabel: string;
  /** The dimmed line under a search result (its SKU, stock or cost). */
  itemHint: (item: ProductHit) => string;
  /** Adds the picked product's line; a product already on the list is not offered twice. */
  onAdd: (item: ProductHit) => void;
  error?: string;
  tableLabel: string;
  columns: readonly LineColumn<Line>[];
  /** The form's lines (react-hook-form's field array: `id` is its key, `product` the product's id). */
  lines: readonly Line[];
  onRemove: (index: number) => void;
}

/**
 * The product search and the table of products picked, each line with a remove button: what a
 * stock transfer, a purchase order and a QR menu are made of. The columns between the name and the
 * remove button are the form's own; the first is the product's.
 */
export function ProductLines<Line extends { id: string; product: string; name: string }>({
  type,
  pickerLabel,
  itemHint,
  onAdd,
  error,
  tableLabel,
  columns,
  lines,
  onRemove,
}: ProductLinesProps<Line>) {
  return (
    <>
      <SearchPicker
        label={pickerLabel}
        placeholder="Search by name or SKU"
        queryKey={inventoryKeys.productSearch(type)}
        search={(text) => searchProducts(text, type)}
        itemKey={(item) => item._id}
        itemLabel={(item) => item.name}
        itemHint={itemHint}
        onPick={(item) => {
          if (!lines.some((line) => line.product === item._id)) onAdd(item);
        }}
        error={error}
      />
      {lines.length > 0 && (
        // On a phone each line is a card: the product across it, the other columns labelled (styles.css, .lines-table).
        <Table aria-label={tableLabel} verticalSpacing="sm" className="lines-table">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.id}>
                {columns.map((column, place) => (
                  <Table.Td key={column.header} className={place === 0 ? 'line-wide' : undefined} data-label={place === 0 ? undefined : column.header}>
                    {column.cell(line, index)}
                  </Table.Td>
                ))}
                <Table.Td className="line-actions">
                  <RemoveLineButton label={`Remove ${line.name}`} onClick={() => onRemove(index)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
