import { Alert, Card, Loader, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../../lib/money.js';
import { apiClient } from '../../../lib/api-client.js';
import { useTillProducts, type TillProduct } from '../api/sales.js';

/** The product grid: recent products, a search by name or SKU, and a barcode input (a scanner types and presses Enter). */
export function ProductGrid({ currency, onPick }: { currency: string; onPick: (product: TillProduct) => void }) {
  const [q, setQ] = useState('');
  const [barcode, setBarcode] = useState('');
  const [barcodeError, setBarcodeError] = useState<string | null>(null);
  const products = useTillProducts(q);

  const scan = async () => {
    const code = barcode.trim();
    if (!code) return;
    setBarcodeError(null);
    try {
      const found = (await apiClient.get<TillProduct[]>(`/inventories/s/${encodeURIComponent(code)}/ALL/ALL`)).data;
      const exact = found.find((p) => p.barcode === code || p.sku.toLowerCase() === code.toLowerCase());
      if (exact) {
        onPick(exact);
        setBarcode('');
      } else setBarcodeError(`No product with barcode ${code}`);
    } catch {
      setBarcodeError('Could not look the barcode up');
    }
  };

  return (
    <Stack>
      <TextInput label="Search products" placeholder="Name or SKU" value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      <TextInput
        label="Barcode"
        placeholder="Scan or type, then Enter"
        value={barcode}
        error={barcodeError}
        onChange={(e) => setBarcode(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void scan();
          }
        }}
      />
      {products.isPending ? <Loader size="sm" /> : null}
      {products.isError ? <Alert color="red">Products could not be loaded: {products.error.message}</Alert> : null}
      {products.data && products.data.length === 0 ? <Text c="dimmed">No products {q ? `match “${q}”` : 'yet'}.</Text> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        {(products.data ?? []).map((product) => (
          // Full height: tiles in a row line up whatever the length of their names.
          <UnstyledButton key={product.id} onClick={() => onPick(product)} aria-label={`Add ${product.name}`} h="100%">
            <Card withBorder padding="sm" h="100%">
              <Text fw={600} size="sm">
                {product.name}
              </Text>
              <Text size="sm">{formatMoney(product.sellingPrice, currency)}</Text>
              {product.type === 'PRODUCT' ? (
                <Text size="xs" c="dimmed">
                  {product.quantity} in stock
                </Text>
              ) : null}
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
