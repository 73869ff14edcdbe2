import { Badge, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import Decimal from 'decimal.js';
import { Navigate, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { ApiError } from '../../../lib/api-client.js';
import { displayDate, formatAmount, formatNumber, formatQuantity } from '../../../lib/format.js';
import { useProduct, type ItemType, type Product } from '../api/catalogue.api.js';
import { PageHeader } from '../../../components/page-header.js';
import { cataloguePaths } from '../paths.js';
import { ProductActivity, ProductFamilySection } from '../variants/product-activity.js';
import { ProductActions } from '../components/product-actions.js';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

/** Stock against its low-stock level: the one picture that says whether to reorder. */
function StockChart({ product }: { product: Product }) {
  const data = [
    { label: 'In stock', quantity: new Decimal(product.quantity ?? 0).toNumber() },
    { label: 'Low-stock level', quantity: new Decimal(product.stockLevel ?? 0).toNumber() },
  ];
  return (
    <BarChart
      h={160}
      data={data}
      dataKey="label"
      series={[{ name: 'quantity', label: product.measurement, color: 'var(--mantine-primary-color-filled)' }]}
      orientation="vertical"
      valueFormatter={formatNumber}
    />
  );
}

/** Product (/inventories/product/{id}) and Service (/services/service/{id}) details. */
export function ProductDetailsPage({ type }: { type: ItemType }) {
  const { id = '' } = useParams();
  const product = useProduct(type, id);
  const item = product.data;
  const list = type === 'PRODUCT' ? cataloguePaths.products : cataloguePaths.services;
  // A member whose codes do not open this item goes back to the list (spec 001 §6), not an error.
  if (product.error instanceof ApiError && product.error.status === 403) return <Navigate to={list} replace />;
  return (
    <Stack>
      <PageHeader
        trail={[{ label: type === 'PRODUCT' ? 'Products' : 'Services', to: list }]}
        title={item?.name ?? (type === 'PRODUCT' ? 'Product' : 'Service')}
        description={item ? `${type === 'PRODUCT' ? 'SKU' : 'Service ID'} ${item.sku}` : undefined}
        actions={item ? <ProductActions product={item} /> : undefined}
      />
      <QueryState
        label="Loading…"
        isLoading={product.isLoading}
        error={product.error}
        onRetry={() => void product.refetch()}
        isEmpty={!item}
        empty="Not found."
      >
        {item && (
          <SimpleGrid cols={{ base: 1, md: item.isService ? 1 : 2 }}>
            <Card withBorder radius="md" padding="lg">
              <Group align="flex-start" wrap="nowrap">
                {item.imageUrl && <Image src={`/api/v1${item.imageUrl.replace(/^\/api\/v1/, '')}`} w={96} h={96} radius="md" fit="cover" alt={item.name} />}
                <SimpleGrid cols={2} spacing="md" style={{ flex: 1 }}>
                  {!item.isService && <Field label="In stock" value={formatQuantity(item.quantity ?? '0', item.measurement)} />}
                  {!item.isService && <Field label="Stock value" value={formatAmount(item.stockValue, item.currency)} />}
                  {!item.isService && <Field label="Cost price" value={formatAmount(item.buyingPrice, item.currency)} />}
                  <Field label={item.isService ? 'Unit price' : 'Selling price'} value={formatAmount(item.sellingPrice, item.currency)} />
                  <Field label="Category" value={item.categoryName} />
                  <Field label="Brand" value={item.brandName} />
                  <Field label="Barcode" value={item.barcode} />
                  <Field label="Measurement" value={item.measurement} />
                  {!item.isService && <Field label="Size" value={item.size} />}
                  {!item.isService && <Field label="Colour" value={item.color} />}
                  {!item.isService && <Field label="Expiry date" value={item.expiryDate ? displayDate(item.expiryDate) : null} />}
                  <Field label="Created" value={displayDate(item.createdAt)} />
                </SimpleGrid>
              </Group>
              {item.description && (
                <Text mt="md" c="dimmed">
                  {item.description}
                </Text>
              )}
            </Card>
            {!item.isService && (
              <Card withBorder radius="md" padding="lg">
                <Group justify="space-between" mb="sm">
                  <Text fw={600}>Stock</Text>
                  {item.lowInStock && <Badge color="orange">Low in stock</Badge>}
                </Group>
                <StockChart product={item} />
              </Card>
            )}
          </SimpleGrid>
        )}
        {item && !item.isService && <ProductFamilySection productId={id} />}
        {item && <ProductActivity productId={id} currency={item.currency} isService={item.isService} />}
      </QueryState>
    </Stack>
  );
}

export const ProductPage = () => <ProductDetailsPage type="PRODUCT" />;
export const ServicePage = () => <ProductDetailsPage type="SERVICE" />;
