import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  createSortedRowModel,
  flexRender,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';

/** Sorting is the one feature the tables use; paging is the server's. */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text, datetime: sortFn_datetime },
});

/** Short values (codes, dates, amounts, phone numbers) never break across lines; the table scrolls instead. */
function keepOnOneLine(value: unknown): boolean {
  return (typeof value === 'string' && value.length <= 16) || typeof value === 'number';
}

/** A column of a DataTable. */
export type Column<T extends RowData> = ColumnDef<typeof features, T, any>;

interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  data: T[];
  columns: Column<T>[];
  /** Server paging: the page shown, the total rows and the page size. Absent: one page. */
  paging?: { page: number; total: number; pageSize: number; onPage: (page: number) => void };
  onRowClick?: (row: T) => void;
}

/** A sortable table (TanStack Table, sorting the page in hand) with the server's paging under it. */
export function DataTable<T extends RowData>({ label, data, columns, paging, onRowClick }: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable({ features, data, columns, state: { sorting }, onSortingChange: setSorting });
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover={Boolean(onRowClick)} aria-label={label} verticalSpacing="sm">
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const Icon = sorted === 'asc' ? IconSortAscending : sorted === 'desc' ? IconSortDescending : IconArrowsSort;
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      style={{ whiteSpace: 'nowrap' }}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()}>
                          <Group gap={4} wrap="nowrap">
                            <Text fw={600} size="sm">
                              {title}
                            </Text>
                            <Icon size={14} aria-hidden="true" />
                          </Group>
                        </UnstyledButton>
                      ) : (
                        title
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id} onClick={onRowClick ? () => onRowClick(row.original) : undefined} style={onRowClick ? { cursor: 'pointer' } : undefined}>
                {row.getAllCells().map((cell) => {
                  return (
                    <Table.Td key={cell.id} style={keepOnOneLine(cell.getValue()) ? { whiteSpace: 'nowrap' } : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging && pages > 1 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {paging.total} in all
          </Text>
          <Pagination total={pages} value={paging.page} onChange={paging.onPage} />
        </Group>
      )}
    </>
  );
}
