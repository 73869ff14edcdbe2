// The app's one table: a TanStack Table rendered with Mantine's Table, the rows of one page (paging
// is the server's), sortable on the columns that say so (the page in hand), with loading, empty and
// error states in the table body, and rows that open something when clicked.

import { Alert, Button, Center, Group, Pagination, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import {
  FlexRender,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Sorting is the one feature the tables use; the sort functions a column's `auto` picks from are registered. */
export const tableFeatureSet = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text, datetime: sortFn_datetime },
});
/** A column of a DataTable (its cells' values may be of any type). */
export type Column<TRow extends RowData> = ColumnDef<typeof tableFeatureSet, TRow, any>;

/**
 * What a column says of itself: `align: 'right'` for amounts and quantities; `wide` for the one
 * that takes a whole line when rows stack as cards on a phone (a name, the details); `actions` for
 * a row's menu or buttons, at the card's bottom right when rows stack.
 */
export interface ColumnMeta {
  align?: 'right';
  wide?: boolean;
  actions?: boolean;
}
const metaOf = (columnDef: { meta?: unknown }) => (columnDef.meta ?? {}) as ColumnMeta;

/** Under this width a `stackOnPhone` table shows each row as a card of labelled values. */
const PHONE = '(max-width: 36em)';

/** Short values (codes, dates, amounts, phone numbers) never break across lines; the table scrolls instead. */
function keepOnOneLine(value: unknown): boolean {
  return (typeof value === 'string' && value.length <= 16) || typeof value === 'number';
}

export function DataTable<TRow extends RowData>({
  label,
  columns,
  rows,
  loading,
  error,
  onRetry,
  empty,
  page,
  totalPages: givenTotalPages,
  total,
  pageSize,
  onPage,
  rowKey,
  onRowClick,
  minWidth = 800,
  stackOnPhone = false,
}: {
  label: string;
  columns: Column<TRow>[];
  rows: TRow[] | undefined;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** Shown in the body when the list is empty; absent, an empty list shows no row. */
  empty?: ReactNode;
  page?: number;
  totalPages?: number;
  total?: number;
  /** With `total` instead of `totalPages`: the pages are counted from the page size. */
  pageSize?: number;
  onPage?: (page: number) => void;
  /** The row's id (absent: its index on the page). */
  rowKey?: (row: TRow) => string;
  /** Opens what the row stands for (its details). */
  onRowClick?: (row: TRow) => void;
  minWidth?: number;
  /**
   * On a phone, each row a card of its values, each under its column's name (styles.css,
   * .lines-table), instead of a table scrolled sideways. Sorting is the wider screen's.
   */
  stackOnPhone?: boolean;
}) {
  const table = useTable({ features: tableFeatureSet, columns, data: rows ?? [], ...(rowKey ? { getRowId: (row: TRow) => rowKey(row) } : {}) });
  const columnCount = columns.length;
  const totalPages = givenTotalPages ?? (pageSize && total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : undefined);
  const narrow = useMediaQuery(PHONE);
  const stacked = stackOnPhone && narrow === true;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={stacked ? 0 : minWidth}>
        <Table
          striped={!stacked}
          highlightOnHover
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={loading ?? false}
          className={stacked ? 'lines-table' : undefined}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const align = metaOf(header.column.columnDef).align;
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      ta={align}
                      style={{ whiteSpace: 'nowrap' }}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {sortable ? (
                        // A block (not on the text's line): the headers with the arrow first sit level with the others.
                        <UnstyledButton
                          onClick={header.column.getToggleSortingHandler()}
                          fw={600}
                          fz="sm"
                          display="block"
                          ml={align === 'right' ? 'auto' : undefined}
                        >
                          {/* A right-aligned column has its arrow before the title, so the title ends where the figures end. */}
                          <Group
                            gap={4}
                            wrap="nowrap"
                            justify={align === 'right' ? 'flex-end' : undefined}
                            style={align === 'right' ? { flexDirection: 'row-reverse' } : undefined}
                          >
                            <FlexRender header={header} />
                            {sorted === 'asc' ? (
                              <IconArrowUp size={14} />
                            ) : sorted === 'desc' ? (
                              <IconArrowDown size={14} />
                            ) : (
                              <IconSelector size={14} opacity={0.5} />
                            )}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        <FlexRender header={header} />
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {loading && !rows
              ? Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={index}>
                    {Array.from({ length: columnCount }, (__, cell) => (
                      <Table.Td key={cell}>
                        <Skeleton height={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                    style={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {row.getAllCells().map((cell) => {
                      const meta = metaOf(cell.column.columnDef);
                      const header = cell.column.columnDef.header;
                      return (
                        <Table.Td
                          key={cell.id}
                          ta={meta.align}
                          style={keepOnOneLine(cell.getValue()) ? { whiteSpace: 'nowrap' } : undefined}
                          className={stacked ? (meta.wide ? 'line-wide' : meta.actions ? 'line-actions' : undefined) : undefined}
                          data-label={stacked && !meta.wide && !meta.actions && typeof header === 'string' && header ? header : undefined}
                        >
                          <FlexRender cell={cell} />
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
            {!loading && error && (
              <Table.Tr>
                <Table.Td colSpan={columnCount} className="line-wide">
                  <Alert color="red" variant="light" title="Could not load this list">
                    <Group justify="space-between">
                      <Text size="sm">{error.message}</Text>
                      {onRetry && (
                        <Button size="xs" variant="light" color="red" onClick={onRetry}>
                          Try again
                        </Button>
                      )}
                    </Group>
                  </Alert>
                </Table.Td>
              </Table.Tr>
            )}
            {!loading && !error && rows && rows.length === 0 && empty !== undefined && (
              <Table.Tr>
                <Table.Td colSpan={columnCount} className="line-wide">
                  <Center py="xl">{empty}</Center>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {onPage && page !== undefined && totalPages !== undefined && <TablePager page={page} totalPages={totalPages} total={total} onPage={onPage} />}
    </Stack>
  );
}

/** The pages under a list: nothing when there is one page or none, else where the reader is and the pages to go to. */
export function TablePager({ page, totalPages, total, onPage }: { page: number; totalPages: number; total?: number; onPage: (page: number) => void }) {
  // On a phone the pages around the current one go: "‹ 1 … 7 … 20 ›" keeps to one line.
  const narrow = useMediaQuery(PHONE) === true;
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {total !== undefined ? `${total} in all · page ${page} of ${totalPages}` : `Page ${page} of ${totalPages}`}
      </Text>
      <Pagination total={totalPages} value={page} onChange={onPage} size="sm" siblings={narrow ? 0 : 1} boundaries={1} />
    </Group>
  );
}
