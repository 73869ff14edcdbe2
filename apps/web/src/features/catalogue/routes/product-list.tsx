import { Badge, Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { QueryState } from '../../../components/query-state.js';
import { formatAmount, formatQuantity } from '../../../lib/format.js';
import { notifyFailure } from '../../../lib/notify.js';
import { PAGE_SIZE, useProducts, useTags, type ItemType, type Product, type ProductFilter, type ProductTag } from '../api/catalogue.api.js';
import { CreateProductDialog, creatableTabs } from '../components/create-product-dialog.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { codes, hasAnyCode } from '../../../lib/access.js';
import { PageHeader } from '../../../components/page-header.js';
import { BulkUpdateDialog } from '../components/bulk-update-dialog.js';
import { ImportProductsDialog } from '../components/import-products-dialog.js';
import { cataloguePaths } from '../paths.js';

const SEARCH_DEBOUNCE_MS = 300;

const PRODUCT_FILTER_OPTIONS: { value: ProductFilter; label: string }[] = [
  { value: 'all', label: 'All products' },
  { value: 'in_stock', label: 'In stock' },
  { value: 'out_of_stock', label: 'Out of stock' },
  { value: 'low_in_stock', label: 'Low in stock' },
  { value: 'with_variants', label: 'With variants' },
  { value: 'variants', label: 'Variants' },
  { value: 'with_raw_materials', label: 'Made of raw materials' },
];

/** One option per name: the filter matches a category or a brand of that name, so a name that is both is offered once. */
function tagOptions(tags: readonly ProductTag[] | undefined): { value: string; label: string }[] {
  const byName = new Map<string, { value: string; label: string }>();
  for (const tag of tags ?? []) if (!byName.has(tag.name.toLowerCase())) byName.set(tag.name.toLowerCase(), { value: tag.name, label: tag.name });
  return [...byName.values()];
}

/** Tags (spec 002): the category and brand names the products carry; a failure alerts with the server's message. */
function TagsFilter({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const tags = useTags(true);
  useEffect(() => {
    if (tags.error) notifyFailure(tags.error.message);
  }, [tags.error]);
  return (
    <MultiSelect
      aria-label="Tags"
      w={{ base: '100%', xs: 280 }}
      placeholder={tags.isPending ? 'Loading tags…' : value.length === 0 ? 'Filter by tags' : undefined}
      data={tagOptions(tags.data)}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={tags.data?.length === 0 ? 'No tags yet: give products a category or a brand' : 'No tag of that name'}
    />
  );
}

function columnsOf(type: ItemType): Column<Product>[] {
  const common: Column<Product>[] = [
    {
      accessorKey: 'name',
      header: 'Name',
      meta: { wide: true },
      cell: ({ row }) => (
        <Text fw={500} size="sm">
          {row.original.name}
        </Text>
      ),
    },
    { accessorKey: 'sku', header: type === 'PRODUCT' ? 'SKU' : 'Service ID' },
    { accessorKey: 'categoryName', header: 'Category', cell: ({ getValue }) => (getValue() as string | null) ?? '—' },
  ];
  const money = (field: 'buyingPrice' | 'sellingPrice' | 'stockValue', header: string): Column<Product> => ({
    id: field,
    header,
    accessorFn: (row) => new Decimal(row[field] ?? 0).toNumber(), // sorting only; shown from the string
    cell: ({ row }) => formatAmount(row.original[field], row.original.currency),
    meta: { align: 'right' },
  });
  if (type === 'SERVICE') return [...common, { accessorKey: 'measurement', header: 'Per' }, money('sellingPrice', 'Unit price')];
  return [
    ...common,
    {
      id: 'quantity',
      header: 'In stock',
      accessorFn: (row) => new Decimal(row.quantity ?? 0).toNumber(),
      // The badge before the quantity: the quantities end at the column's right edge, badge or not.
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap" justify="flex-end">
          {row.original.lowInStock && (
            <Badge color="orange" variant="light" size="sm">
              Low
            </Badge>
          )}
          <span>{formatQuantity(row.original.quantity ?? '0', row.original.measurement)}</span>
        </Group>
      ),
      meta: { align: 'right' },
    },
    money('buyingPrice', 'Cost price'),
    money('sellingPrice', 'Selling price'),
    money('stockValue', 'Stock value'),
  ];
}

/** Products and AllServices: the paged list, searched by name, SKU or barcode. */
export function ProductListPage({ type }: { type: ItemType }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState<ProductFilter>('all');
  const [tags, setTags] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'import' | 'bulk-update' | null>(null);
  const products = useProducts(type, page, q, type === 'PRODUCT' ? filter : 'all', type === 'PRODUCT' ? tags : []);
  const columns = useMemo(() => columnsOf(type), [type]);
  const noun = type === 'PRODUCT' ? 'products' : 'services';
  const one = type === 'PRODUCT' ? 'product' : 'service';
  const rows = products.data?.data ?? [];
  // Each button only for a user the server lets through: New as creatableTabs says, Import with 52,
  // Bulk update with 54 (POST /inventories/import/csv and /inventories/bulk-update, spec 001 §6).
  const user = useCurrentUserInShell();
  const tab = type === 'SERVICE' ? 'services' : 'regular';
  const mayCreate = creatableTabs(user)[tab];
  const mayImport = type === 'PRODUCT' && hasAnyCode(user, [codes.importProducts]);
  const mayBulkUpdate = type === 'PRODUCT' && hasAnyCode(user, [codes.bulkUpdateProducts]);
  return (
    <Stack>
      <PageHeader
        trail={[{ label: 'Products & Services', to: cataloguePaths.hub }]}
        title={type === 'PRODUCT' ? 'Products' : 'Services'}
        description={products.data ? `${products.data.total} ${products.data.total === 1 ? one : noun}` : undefined}
        actions={
          <Group gap="xs">
            {mayImport && (
              <Button variant="default" onClick={() => setDialog('import')}>
                Import
              </Button>
            )}
            {mayBulkUpdate && (
              <Button variant="default" onClick={() => setDialog('bulk-update')}>
                Bulk update
              </Button>
            )}
            {mayCreate && <Button onClick={() => setCreating(true)}>{type === 'PRODUCT' ? 'New product' : 'New service'}</Button>}
          </Group>
        }
      />
      <Paper withBorder p="md" radius="md">
        {/* On a phone the search has the whole width and the filters go under it, each as wide. */}
        <Group mb="md" gap="sm" align="flex-end">
          <TextInput
            w={{ base: '100%', sm: 360 }}
            leftSection={<IconSearch size={16} />}
            placeholder="Search by name, SKU or barcode"
            aria-label={`Search ${noun}`}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          {type === 'PRODUCT' && (
            <Select
              aria-label="Show"
              w={{ base: '100%', xs: 220 }}
              data={PRODUCT_FILTER_OPTIONS}
              value={filter}
              allowDeselect={false}
              onChange={(value) => {
                setFilter((value as ProductFilter | null) ?? 'all');
                setPage(1);
              }}
            />
          )}
          {type === 'PRODUCT' && (
            <TagsFilter
              value={tags}
              onChange={(chosen) => {
                setTags(chosen);
                setPage(1);
              }}
            />
          )}
        </Group>
        <QueryState
          label={`Loading ${noun}…`}
          isLoading={products.isLoading}
          error={products.error}
          onRetry={() => void products.refetch()}
          isEmpty={rows.length === 0}
          empty={
            q
              ? `No ${noun} match “${q}”.`
              : filter !== 'all' || tags.length > 0
                ? `No ${noun} match these filters.`
                : `No ${noun} yet. Create your first with “New ${type === 'PRODUCT' ? 'product' : 'service'}”.`
          }
        >
          <DataTable
            label={type === 'PRODUCT' ? 'Products' : 'Services'}
            rows={rows}
            columns={columns}
            onRowClick={(row) => navigate(type === 'PRODUCT' ? cataloguePaths.product(row._id) : cataloguePaths.service(row._id))}
            page={page}
            total={products.data?.total ?? 0}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            minWidth={640}
            stackOnPhone
          />
        </QueryState>
      </Paper>
      <CreateProductDialog opened={creating} initialTab={tab} onClose={() => setCreating(false)} />
      <ImportProductsDialog opened={dialog === 'import'} onClose={() => setDialog(null)} />
      <BulkUpdateDialog opened={dialog === 'bulk-update'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

export const ProductsPage = () => <ProductListPage type="PRODUCT" />;
export const ServicesPage = () => <ProductListPage type="SERVICE" />;
