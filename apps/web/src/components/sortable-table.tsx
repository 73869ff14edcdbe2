// The former sortable table's props, kept for the screens that still import it (catalogue and
// contacts): it draws components/data-table.tsx, the app's one table. New screens use DataTable
// from data-table.tsx directly; remove this file once nothing imports it.

import type { RowData } from '@tanstack/react-table';
import { DataTable as Table, type Column } from './data-table.js';

export type { Column };

interface SortableTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  data: T[];
  columns: Column<T>[];
  /** Server paging: the page shown, the total rows and the page size. Absent: one page. */
  paging?: { page: number; total: number; pageSize: number; onPage: (page: number) => void };
  onRowClick?: (row: T) => void;
}

/** @deprecated Use DataTable from components/data-table.tsx. */
export function DataTable<T extends RowData>({ label, data, columns, paging, onRowClick }: SortableTableProps<T>) {
  return (
    <Table
      label={label}
      rows={data}
      columns={columns}
      onRowClick={onRowClick}
      minWidth={640}
      {...(paging ? { page: paging.page, total: paging.total, pageSize: paging.pageSize, onPage: paging.onPage } : {})}
    />
  );
}
