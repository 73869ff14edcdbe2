// The report tables on a phone: under 36em each row is a card of labelled figures (.lines-table in
// app/styles.css) instead of a table scrolled sideways, so a table drops its minimum width there.

import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** True under 36em, where the report tables are cards. */
export const usePhone = () => useMediaQuery('(max-width: 36em)') === true;

/** A total under a column: labelled, so the phone's card says which total it is. */
export function TotalCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Td ta="right" fw={700} data-label={label} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Table.Td>
  );
}
