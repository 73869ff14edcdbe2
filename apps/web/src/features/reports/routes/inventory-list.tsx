// The inventory report product by product (POST /reports/inventory/list, 25 a page, searchable by
// name or SKU): opening, in, out and closing stock, quantity and value, and what was sold; the
// totals of all products from the inventory report's own figures (POST /reports/inventory).

import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { BodyOf, DataOf } from '../../../lib/api-answers.js';
import { formatQuantity } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { compactBody, usePostReport } from '../api/reports.js';
import { REPORT_PAGE_SIZE, ReportPagination } from '../components/paged-rows.js';
import { usePhone } from '../components/phone-table.js';
import { PeriodHeader, usePeriod } from '../components/report-period.js';
import { EmptyReport, ReportError, ReportLoading } from '../components/report-state.js';
import { firstSteps } from '../first-steps.js';

type InventoryPage = DataOf<'/api/v1/reports/inventory/list', 'post'>;
type InventoryTotals = DataOf<'/api/v1/reports/inventory', 'post'>;
type StockFigure = InventoryPage['data'][number]['opening'];

const STAGES = [
  ['opening', 'Opening'],
  ['in', 'In'],
  ['out', 'Out'],
  ['closing', 'Closing'],
] as const;

export function InventoryListRoute() {
  const money = useMoney();
  const phone = usePhone();
  const { period, controls, params, set } = usePeriod({ knownAt: true });
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const dates = { startDate: period.startDate, endDate: period.endDate, knownAt: period.knownAt };
  const listBody = { ...compactBody({ ...dates, q }), page, limit: REPORT_PAGE_SIZE } satisfies BodyOf<'/api/v1/reports/inventory/list', 'post'>;
  const list = usePostReport<InventoryPage>('/reports/inventory/list', listBody);
  const totals = usePostReport<InventoryTotals>('/reports/inventory', compactBody(dates) satisfies BodyOf<'/api/v1/reports/inventory', 'post'>);
  const data = list.data;

  const form = useForm<{ q: string }>({ defaultValues: { q } });
  // The address is the truth (back, a shared link): the box follows it.
  useEffect(() => form.reset({ q }), [q, form]);

  return (
    <>
      <PeriodHeader
        title="Inventory by product"
        report={data}
        knownAt={period.knownAt}
        about="Each product’s stock over the period."
        trail={[
          { label: 'Reports', to: paths.reports },
          { label: 'Inventory report', to: paths.inventoryReport },
        ]}
        controls={controls}
      />
      <Paper withBorder radius="md" p="md" mb="md" component="form" onSubmit={form.handleSubmit((values) => set({ q: values.q.trim() }))} role="search">
        <Group align="flex-end">
          <TextInput
            label="Search products"
            placeholder="Name or SKU"
            leftSection={<IconSearch size={16} />}
            w={280}
            rightSection={
              q ? (
                <ActionIcon variant="subtle" color="gray" aria-label="Clear the search" onClick={() => set({ q: '' })}>
                  <IconX size={14} />
                </ActionIcon>
              ) : null
            }
            {...form.register('q')}
          />
          <Button type="submit" variant="light">
            Search
          </Button>
        </Group>
      </Paper>
      {list.isPending ? (
        <ReportLoading />
      ) : list.isError ? (
        <ReportError error={list.error} onRetry={() => void list.refetch()} />
      ) : data!.total === 0 ? (
        <EmptyReport actions={q ? [] : [firstSteps.product]}>
          {q ? `No product matches “${q}”.` : 'No products yet. Add a product and buy some stock, and it shows here.'}
        </EmptyReport>
      ) : (
        <Paper withBorder radius="md" p="md">
          {/* On a phone each product is a card of its stock figures (.lines-table), not a table scrolled sideways. */}
          <Table.ScrollContainer minWidth={phone ? 0 : 900}>
            <Table striped aria-label="Inventory by product" verticalSpacing="xs" className="lines-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  {STAGES.map(([key, label]) => (
                    <Table.Th key={key} ta="right">
                      {label}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Sold</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data!.data.map((row) => (
                  <Table.Tr key={row.productId} data-product={row.name}>
                    <Table.Td className="line-wide">
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={500}>
                          {row.name}
                        </Text>
                        {row.lowStock && (
                          <Badge size="xs" color="red" variant="light">
                            Low stock
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {row.sku}
                      </Text>
                    </Table.Td>
                    {STAGES.map(([key, label]) => (
                      <Table.Td key={key} ta="right" data-stage={key} data-label={label}>
                        <Stock figure={row[key]} unit={row.measurement} money={money} />
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" data-stage="sold" data-label="Sold">
                      <Stock figure={{ value: row.sold.amount, quantity: row.sold.quantity }} unit={row.measurement} money={money} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {totals.data && (
                <Table.Tfoot>
                  <Table.Tr data-product="all">
                    <Table.Th>All products ({totals.data.products})</Table.Th>
                    {/* Labelled cells, so the phone's card says which total each is. */}
                    {STAGES.map(([key, label]) => (
                      <Table.Td key={key} ta="right" fw={700} data-stage={key} data-label={label}>
                        <Stock figure={totals.data[key]} money={money} />
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={700} data-stage="sold" data-label="Sold">
                      <Stock figure={{ value: totals.data.sold.amount, quantity: totals.data.sold.quantity }} money={money} />
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Table.ScrollContainer>
          {totals.isError && (
            <Text size="sm" c="red" mt="xs">
              The totals of all products could not be loaded: {totals.error.message}
            </Text>
          )}
          {data!.totalPages > 1 && (
            <ReportPagination page={data!.page} pages={data!.totalPages} total={data!.total} onChange={(next) => set({ page: String(next) })} />
          )}
          <Stack gap={0} mt="xs">
            <Text size="xs" c="dimmed">
              Values at cost; sold at the price it was sold for.
            </Text>
          </Stack>
        </Paper>
      )}
    </>
  );
}

function Stock({ figure, unit, money }: { figure: StockFigure; unit?: string; money: ReturnType<typeof useMoney> }) {
  return (
    <>
      <Text size="sm" data-value>
        {money.format(figure.value)}
      </Text>
      <Text size="xs" c="dimmed" data-quantity>
        {formatQuantity(figure.quantity, unit)}
      </Text>
    </>
  );
}
