import { Alert, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { formatMoney, minorDigits } from '../../../lib/money.js';
import { todayIsoDate } from '../../../lib/date.js';
import { useActiveRegister, type Register } from '../api/registers.js';
import type { TillProduct } from '../api/sales.js';
import { cartTotals } from '../cart-totals.js';
import { useSaleQueue } from '../offline/use-sale-queue.js';
import { registerAppShellCache } from '../offline/app-shell.js';
import { REMEMBERED_REGISTER_KEY } from '../offline/remembered.js';
import { CartPanel, emptyCart, type Cart } from './cart-panel.js';
import { OfflineQueue } from './offline-queue.js';
import { ProductGrid } from './product-grid.js';
import { RegisterOpenScreen } from './register-open-screen.js';
import { isTillPlanLocked, TillPlanLocked } from './till-plan-locked.js';

const CART_ID = 'till-cart';

/** The register this device sells into, remembered so the till opens offline too. */
function useTillRegister(): { register: Register | null | undefined; loading: boolean; error: Error | null } {
  const active = useActiveRegister();
  const [remembered] = useState<Register | null>(() => {
    try {
      return JSON.parse(localStorage.getItem(REMEMBERED_REGISTER_KEY) ?? 'null') as Register | null;
    } catch {
      return null;
    }
  });
  useEffect(() => {
    if (active.data !== undefined) localStorage.setItem(REMEMBERED_REGISTER_KEY, JSON.stringify(active.data));
  }, [active.data]);
  if (active.data !== undefined) return { register: active.data, loading: false, error: null };
  if (active.isError && remembered) return { register: remembered, loading: false, error: null };
  return { register: undefined, loading: active.isPending, error: active.error };
}

/** The point of sale (spec 002 §2): products, cart, pay, park, and the offline queue. */
export function PosPage() {
  const { register, loading, error } = useTillRegister();
  const queue = useSaleQueue();
  const [cart, setCartState] = useState<Cart>(emptyCart);
  const setCart = useCallback((update: (cart: Cart) => Cart) => setCartState(update), []);

  useEffect(() => {
    void registerAppShellCache();
  }, []);

  const addProduct = (product: TillProduct) =>
    setCart((c) => {
      const existing = c.lines.find((l) => l.id === product.id);
      if (existing) return { ...c, lines: c.lines.map((l) => (l.id === product.id ? { ...l, quantity: String(Number(l.quantity) + 1) } : l)) };
      return {
        ...c,
        lines: [
          ...c.lines,
          {
            id: product.id,
            name: product.name,
            sku: product.sku,
            quantity: '1',
            price: product.sellingPrice,
            oldPrice: product.sellingPrice,
            kind: product.type === 'SERVICE' ? 'service' : 'product',
            instock: product.quantity ?? undefined,
          },
        ],
      };
    });

  const pay = async (paid: Cart) => {
    if (!register) return;
    const totals = cartTotals(paid, minorDigits(register.currency));
    // Every sale goes through the queue: stored first (with its own key), then sent; online or not, it is recorded once.
    await queue.enqueue({
      registerId: register.id,
      date: todayIsoDate(),
      items: paid.lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price, oldPrice: l.oldPrice, ...(l.note ? { note: l.note } : {}) })),
      ...(paid.discount ? { discount: paid.discount } : {}),
      discountType: paid.discountType,
      ...(paid.tax ? { tax: paid.tax } : {}),
      account: paid.account,
      amountCollected: paid.amountCollected.trim() || totals.amount,
      amount: totals.amount,
      ...(paid.customer ? { customer: paid.customer.id } : {}),
      ...(paid.parkedSaleId ? { parkedSaleId: paid.parkedSaleId } : {}),
    });
    notifications.show({
      message: `Sale of ${formatMoney(totals.amount, register.currency)}; change ${formatMoney(totals.change, register.currency)}`,
      color: 'green',
    });
    setCart(() => emptyCart());
  };

  if (loading) return <Loader role="status" aria-label="Loading the register" />;
  if (error && register === undefined && isTillPlanLocked(error)) return <TillPlanLocked />;
  if (error && register === undefined) return <Alert color="red">The register could not be loaded: {error.message}</Alert>;
  if (!register) return <RegisterOpenScreen />;

  return (
    <Stack>
      <Title order={2}>Point of sale — till {register.till}</Title>
      <OfflineQueue queue={queue} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ProductGrid currency={register.currency} onPick={addProduct} />
          {cart.lines.length > 0 && (
            // On a phone the cart sits under the products: the total stays in sight while picking.
            <Paper hiddenFrom="md" withBorder shadow="md" p="sm" radius="md" pos="sticky" bottom={8} mt="md" style={{ zIndex: 2 }} data-testid="till-total-bar">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="xs" c="dimmed">
                    {cart.lines.length === 1 ? '1 line' : `${cart.lines.length} lines`} in the cart
                  </Text>
                  <Text fw={700}>{formatMoney(cartTotals(cart, minorDigits(register.currency)).amount, register.currency)}</Text>
                </div>
                <Button onClick={() => document.getElementById(CART_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>Cart and pay</Button>
              </Group>
            </Paper>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} id={CART_ID}>
          <CartPanel cart={cart} setCart={setCart} register={register} onPay={pay} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
