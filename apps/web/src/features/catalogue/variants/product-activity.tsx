import { Anchor, Badge, Card, Group, Table, Text } from '@mantine/core';
import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table.js';
import { QueryState } from '../../../components/query-state.js';
import { codes, hasAnyCode } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { daysAgoIsoDate, todayIsoDate } from '../../../lib/date.js';
import { displayDate, formatAmount, formatNumber, formatQuantity } from '../../../lib/format.js';
import { paths, withParams } from '../../../lib/paths.js';
import { cataloguePaths } from '../paths.js';
import { useProductGraph, useProductHistory, type ProductHistoryRow, type ProductWithHistory } from './variants.api.js';

/**
 * Who may read the chart (POST /inventory/graphdata: 50 view inventory, 5, 6 or 8). A member who
 * opens the page with services (9) alone sees the history without it, not a refused chart.
 */
const GRAPH_CODES = [codes.viewInventory, 5, 6, 8];

/** The business's last 30 days, today included. */
export function defaultRange(now = new Date()): { startDate: string; endDate: string } {
  return { startDate: daysAgoIsoDate(29, now), endDate: todayIsoDate(now) };
}

const SUBTYPE_LABELS: Record<string, string> = {
  stock_introduced: 'Opening stock',
  stock_adjustment: 'Stock adjustment',
  stock_transfer_out: 'Transfer out',
  stock_transfer_in: 'Transfer in',
};

function describe(row: ProductHistoryRow): string {
  if (row.subtype && SUBTYPE_LABELS[row.subtype]) return SUBTYPE_LABELS[row.subtype]!;
  const text = (row.subtype ?? row.type).replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function signed(quantity: string): string {
  const value = new Decimal(quantity);
  return value.gt(0) ? `+${value.toString()}` : value.toString();
}

/** The history's columns: on a phone each movement a card (stackOnPhone), its reference opening the transaction. */
function historyColumns(currency: string, isService: boolean): Column<ProductHistoryRow>[] {
  const money = (field: 'value' | 'price' | 'total', header: string): Column<ProductHistoryRow> => ({
    id: field,
    header,
    accessorFn: (row) => (row[field] === null ? 0 : new Decimal(row[field]).toNumber()), // sorting only; shown from the string
    cell: ({ row }) => (row.original[field] === null ? '—' : formatAmount(row.original[field], currency)),
    meta: { align: 'right' },
  });
  const columns: Column<ProductHistoryRow>[] = [
    { accessorKey: 'date', header: 'Date', cell: ({ row }) => displayDate(row.original.date) },
    {
      accessorKey: 'reference',
      header: 'Reference',
      cell: ({ row }) => (
        <Anchor component={Link} to={withParams(paths.transaction, { reference: row.original.reference })} size="sm">
          {row.original.reference}
        </Anchor>
      ),
    },
    {
      id: 'what',
      header: 'What',
      accessorFn: describe,
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          {describe(row.original)}
          {row.original.status === 'voided' && (
            <Badge color="gray" size="xs">
              Voided
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'quantity',
      header: 'Stock change',
      accessorFn: (row) => new Decimal(row.quantity).toNumber(),
      cell: ({ row }) => signed(row.original.quantity),
      meta: { align: 'right' },
    },
    money('value', 'Value at cost'),
    money('price', 'Price'),
    money('total', 'Total'),
  ];
  // A service holds no stock: its stock change and value at cost are always 0, so they are left out.
  return isService ? columns.filter((column) => column.id !== 'quantity' && column.id !== 'value') : columns;
}

/** Product details: its history between two dates (DD/MM/YYYY) and a chart of the same days. */
export function ProductActivity({ productId, currency, isService = false }: { productId: string; currency: string; isService?: boolean }) {
  const [range, setRange] = useState(defaultRange);
  const rangeError = range.startDate && range.endDate && range.startDate > range.endDate ? 'The start date must be on or before the end date' : undefined;
  const history = useProductHistory(productId, range.startDate, range.endDate);
  const mayChart = hasAnyCode(useCurrentUserInShell(), GRAPH_CODES);
  const graph = useProductGraph(productId, range.startDate, range.endDate, mayChart);
  const rows = history.data?.history ?? [];
  const chartData = (graph.data ?? []).map((point) => ({
    date: displayDate(point.date).slice(0, 5),
    Sold: new Decimal(point.soldQuantity).toNumber(), // chart only; amounts are shown from the strings
    'Stock in': new Decimal(point.inQuantity).toNumber(),
  }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-end" mb="md">
        <Text fw={600}>History</Text>
        <Group gap="sm" align="flex-start">
          <IsoDateInput
            label="Start date"
            value={range.startDate}
            onChange={(startDate) => setRange((current) => ({ ...current, startDate }))}
            error={rangeError}
            w={150}
          />
          <IsoDateInput label="End date" value={range.endDate} onChange={(endDate) => setRange((current) => ({ ...current, endDate }))} w={150} />
        </Group>
      </Group>
      {!rangeError && (
        <>
          {mayChart && (
            <QueryState
              label="Loading the chart…"
              isLoading={graph.isLoading}
              error={graph.error}
              onRetry={() => void graph.refetch()}
              isEmpty={false}
              empty=""
            >
              <AreaChart
                h={180}
                mb="md"
                data={chartData}
                dataKey="date"
                series={[{ name: 'Sold', color: 'blue.6' }, ...(isService ? [] : [{ name: 'Stock in', color: 'teal.6' }])]}
                curveType="monotone"
                withLegend
                valueFormatter={formatNumber}
                role="img"
                aria-label="Sold and stock in, day by day"
              />
            </QueryState>
          )}
          <QueryState
            label="Loading the history…"
            isLoading={history.isLoading}
            error={history.error}
            onRetry={() => void history.refetch()}
            isEmpty={rows.length === 0}
            empty="Nothing moved or sold between these dates."
          >
            <DataTable
              label="Product history"
              rows={rows}
              columns={historyColumns(currency, isService)}
              rowKey={(row) => row.transactionId}
              minWidth={720}
              stackOnPhone
            />
          </QueryState>
        </>
      )}
    </Card>
  );
}

type Variant = ProductWithHistory['variants'][number];

/** The variants' columns: each name opens the variant's own page. */
function variantColumns(currency: string): Column<Variant>[] {
  const money = (field: 'buyingPrice' | 'sellingPrice', header: string): Column<Variant> => ({
    id: field,
    header,
    accessorFn: (variant) => new Decimal(variant[field]).toNumber(), // sorting only; shown from the string
    cell: ({ row }) => formatAmount(row.original[field], currency),
    meta: { align: 'right' },
  });
  return [
    {
      accessorKey: 'name',
      header: 'Name',
      meta: { wide: true },
      cell: ({ row }) => (
        <Anchor component={Link} to={cataloguePaths.product(row.original._id)} size="sm">
          {row.original.name}
        </Anchor>
      ),
    },
    { accessorKey: 'sku', header: 'SKU' },
    {
      id: 'quantity',
      header: 'In stock',
      accessorFn: (variant) => new Decimal(variant.quantity ?? 0).toNumber(),
      cell: ({ row }) => formatQuantity(row.original.quantity ?? '0', row.original.measurement),
      meta: { align: 'right' },
    },
    money('buyingPrice', 'Cost price'),
    money('sellingPrice', 'Selling price'),
  ];
}

/** A product's variants (each with its own stock) or the product it is a variant of, and its raw material lines. */
export function ProductFamily({ product }: { product: ProductWithHistory }) {
  const { variants, rawMaterials, parentId, currency } = product;
  if (!parentId && variants.length === 0 && rawMaterials.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      {parentId && (
        <Text mb="sm">
          A variant of{' '}
          <Anchor component={Link} to={cataloguePaths.product(parentId)}>
            its parent product
          </Anchor>
          .
        </Text>
      )}
      {variants.length > 0 && (
        <>
          <Text fw={600} mb="xs">
            Variants
          </Text>
          <DataTable label="Variants" rows={variants} columns={variantColumns(currency)} rowKey={(variant) => variant._id} minWidth={560} stackOnPhone />
        </>
      )}
      {rawMaterials.length > 0 && (
        <>
          <Text fw={600} mb="xs">
            Made of
          </Text>
          <Table aria-label="Raw materials">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Raw material</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rawMaterials.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(line.quantity, line.measurement)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(line.price, currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}

/** The family part of the details: loaded with the history of the default range (the same request). */
export function ProductFamilySection({ productId }: { productId: string }) {
  const { startDate, endDate } = defaultRange();
  const product = useProductHistory(productId, startDate, endDate);
  return product.data ? <ProductFamily product={product.data} /> : null;
}
