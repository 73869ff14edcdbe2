// The Summary the side menu opens (spec 001 §2 ProductsSummary, GET /inventories/summary,
// /top-selling-products and /low-in-stock): what the stock is worth, what sells, what to reorder.
// Shown above the hub's cards to whom the server lets read it (50, 5 or 6).

import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import Decimal from 'decimal.js';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { StatCard } from '../../../components/stat-card.js';
import { daysAgoIsoDate, todayIsoDate } from '../../../lib/date.js';
import { formatAmount, formatNumber, formatQuantity } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { useInventorySummary, useLowInStock, useTopSelling } from '../api/catalogue.api.js';
import { cataloguePaths } from '../paths.js';

/** A figure, or its placeholder while the summary loads. */
const figure = (loading: boolean, value: string | undefined) => (loading || value === undefined ? <Skeleton h={28} w="60%" /> : value);

export function InventorySummaryFigures() {
  const summary = useInventorySummary();
  const money = useMoney();
  const data = summary.data;
  const loading = summary.isPending;
  // Value at cost in the business's currency (the summary lists one value per currency held).
  const value = data ? (data.values.find((entry) => entry.currency === money.currency) ?? data.values[0]) : undefined;
  // While loading, the cards hold their place with placeholders; a failure says so with a retry.
  return (
    <QueryState label="Loading the summary…" isLoading={false} error={summary.error} onRetry={() => void summary.refetch()} isEmpty={false} empty="">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label="Products"
          value={figure(loading, data && formatNumber(String(data.products)))}
          hint={data && `${formatNumber(String(data.services))} services`}
        />
        <StatCard label="Stock value" value={figure(loading, data && formatAmount(value?.value ?? '0', value?.currency ?? money.currency))} hint="At cost" />
        <StatCard label="Units in stock" value={figure(loading, data && formatNumber(data.quantity))} />
        {/* Out of stock is low in stock too (nothing left is at or under any level): counted once. */}
        <StatCard
          label="To reorder"
          value={figure(loading, data && formatNumber(String(data.lowInStock)))}
          hint={data && `${formatNumber(String(data.lowInStock - data.outOfStock))} low · ${formatNumber(String(data.outOfStock))} out of stock`}
        />
      </SimpleGrid>
    </QueryState>
  );
}

function TopSelling() {
  const startDate = daysAgoIsoDate(29);
  const endDate = todayIsoDate();
  const top = useTopSelling(startDate, endDate);
  const money = useMoney();
  const rows = top.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={600}>Top selling</Text>
      <Text size="sm" c="dimmed" mb="sm">
        The last 30 days, by amount sold
      </Text>
      <QueryState
        label="Loading the best sellers…"
        isLoading={top.isPending}
        error={top.error}
        onRetry={() => void top.refetch()}
        isEmpty={rows.length === 0}
        empty="Nothing sold in the last 30 days."
      >
        <Stack gap="xs">
          {rows.map((item) => (
            <Group key={item._id} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={item.kind === 'service' ? cataloguePaths.service(item._id) : cataloguePaths.product(item._id)} size="sm" fw={500}>
                  {item.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatNumber(item.quantity)} sold
                </Text>
              </div>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(item.amount, money.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      </QueryState>
    </Card>
  );
}

function LowInStock() {
  const low = useLowInStock();
  const rows = low.data?.data ?? [];
  const more = (low.data?.total ?? 0) - rows.length;
  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={600}>Low in stock</Text>
      <Text size="sm" c="dimmed" mb="sm">
        At or under their low-stock level
      </Text>
      <QueryState
        label="Loading what runs low…"
        isLoading={low.isPending}
        error={low.error}
        onRetry={() => void low.refetch()}
        isEmpty={rows.length === 0}
        empty="Nothing is low in stock."
      >
        <Stack gap="xs">
          {rows.map((item) => (
            <Group key={item._id} justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} to={cataloguePaths.product(item._id)} size="sm" fw={500} style={{ minWidth: 0 }}>
                {item.name}
              </Anchor>
              <Badge color={new Decimal(item.quantity ?? 0).lte(0) ? 'red' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                {formatQuantity(item.quantity ?? '0', item.measurement)}
              </Badge>
            </Group>
          ))}
          {more > 0 && (
            <Anchor component={Link} to={cataloguePaths.products} size="sm">
              {formatNumber(String(more))} more on the products list
            </Anchor>
          )}
        </Stack>
      </QueryState>
    </Card>
  );
}

/** The figures, then the best sellers beside what runs low. */
export function InventorySummarySection() {
  return (
    <Stack>
      <InventorySummaryFigures />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TopSelling />
        <LowInStock />
      </SimpleGrid>
    </Stack>
  );
}
