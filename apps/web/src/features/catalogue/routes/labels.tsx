import { Button, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table.js';
import { QueryState } from '../../../components/query-state.js';
import { displayDate } from '../../../lib/format.js';
import { useLabels, type ProductLabel } from '../api/catalogue.api.js';
import { LabelModal } from '../components/label-modal.js';
import { PageHeader } from '../../../components/page-header.js';
import { cataloguePaths } from '../paths.js';

const COLUMNS: Column<ProductLabel>[] = [
  { accessorKey: 'name', header: 'Name', meta: { wide: true } },
  { accessorKey: 'description', header: 'Description', cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
  { accessorKey: 'createdAt', header: 'Created', cell: ({ getValue }) => displayDate(getValue() as string) },
];

/** ProductCategories and ProductBrands: the list and its create modal. */
export function LabelsPage({ kind }: { kind: 'categories' | 'brands' }) {
  const labels = useLabels(kind);
  const [creating, setCreating] = useState(false);
  const title = kind === 'categories' ? 'Categories' : 'Brands';
  const noun = kind === 'categories' ? 'category' : 'brand';
  return (
    <Stack>
      <PageHeader
        trail={[{ label: 'Products & Services', to: cataloguePaths.hub }]}
        title={title}
        actions={<Button onClick={() => setCreating(true)}>New {noun}</Button>}
      />
      <Paper withBorder p="md" radius="md">
        <QueryState
          label={`Loading ${kind}…`}
          isLoading={labels.isLoading}
          error={labels.error}
          onRetry={() => void labels.refetch()}
          isEmpty={(labels.data ?? []).length === 0}
          empty={`No ${kind} yet. Add one with “New ${noun}”.`}
        >
          <DataTable label={title} rows={labels.data ?? []} columns={COLUMNS} minWidth={640} stackOnPhone />
        </QueryState>
      </Paper>
      <LabelModal kind={kind} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

export const CategoriesPage = () => <LabelsPage kind="categories" />;
export const BrandsPage = () => <LabelsPage kind="brands" />;
