// A TanStack Table rendered with Mantine's Table: the rows of one page (paging is the server's),
// sortable on the columns that say so, with loading, empty and error states in the table body.

import { Alert, Button, Center, Group, Pagination, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { FlexRender, createSortedRowModel, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export const tableFeatureSet = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
export type Column<TRow extends RowData> = ColumnDef<typeof tableFeatureSet, TRow>;

export function DataTable<TRow extends RowData>({
  label,
  columns,
  rows,
  loading,
  error,
  onRetry,
  empty,
  page,
  totalPages,
  total,
  onPage,
  rowKey,
  minWidth = 800,
}: {
  label: string;
  columns: Column<TRow>[];
  rows: TRow[] | undefined;
  loading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  empty: ReactNode;
  page?: number;
  totalPages?: number;
  total?: number;
  onPage?: (page: number) => void;
  rowKey: (row: TRow) => string;
  minWidth?: number;
}) {
  const table = useTable({ features: tableFeatureSet, columns, data: rows ?? [], getRowId: (row) => rowKey(row) });
  const columnCount = columns.length;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={loading}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const align = (header.column.columnDef.meta as { align?: 'right' } | undefined)?.align;
                  const sortable = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.Th key={header.id} ta={align} style={{ whiteSpace: 'nowrap' }}>
                      {sortable ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={600} fz="sm">
                          <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
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
                  <Table.Tr key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <Table.Td key={cell.id} ta={(cell.column.columnDef.meta as { align?: 'right' } | undefined)?.align}>
                        <FlexRender cell={cell} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
            {!loading && error && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
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
            {!loading && !error && rows && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Center py="xl">{empty}</Center>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {onPage && page !== undefined && totalPages !== undefined && totalPages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total !== undefined ? `${total} in all · page ${page} of ${totalPages}` : `Page ${page} of ${totalPages}`}
          </Text>
          <Pagination total={totalPages} value={page} onChange={onPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
