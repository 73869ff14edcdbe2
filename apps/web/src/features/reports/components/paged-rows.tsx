// Paging for the lists a report answers whole (a sales report's products or customers): 25 rows a
// page, so a shop with hundreds of products still gets a table that fits the screen.

import { Group, Pagination, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export const REPORT_PAGE_SIZE = 25;

export function usePagedRows<T>(rows: readonly T[], size = REPORT_PAGE_SIZE): { rows: readonly T[]; pagination: ReactNode } {
  const [wanted, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  // A shorter list (another period) keeps the page in range.
  const page = Math.min(wanted, pages);
  return {
    rows: rows.slice((page - 1) * size, page * size),
    pagination: pages > 1 ? <ReportPagination page={page} pages={pages} total={rows.length} onChange={setPage} /> : null,
  };
}

/** Page links and where in the list this page is ("26–50 of 120"). */
export function ReportPagination({
  page,
  pages,
  total,
  size = REPORT_PAGE_SIZE,
  onChange,
}: {
  page: number;
  pages: number;
  total: number;
  size?: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {(page - 1) * size + 1}–{Math.min(page * size, total)} of {total}
      </Text>
      <Pagination total={pages} value={page} onChange={onChange} size="sm" />
    </Group>
  );
}
