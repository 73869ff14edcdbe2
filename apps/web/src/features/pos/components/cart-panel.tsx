import { ActionIcon, Alert, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { formatMoney, minorDigits } from '../../../lib/money.js';
import type { Register } from '../api/registers.js';
import { retrieveParkedSale, useBankAccounts, useCustomers, useDeleteParkedSale, useParkedSales, useParkSale, type Customer } from '../api/sales.js';
import { cartProblems, cartTotals, lineDiscountPercent, lineTotal, priceForDiscount, type CartLine, type DiscountType } from '../cart-totals.js';

export interface Cart {
  lines: CartLine[];
  customer?: Customer;
  discount: string;
  discountType: DiscountType;
  tax: string;
  account: string;
  amountCollected: string;
  parkedSaleId?: string;
}

export const emptyCart = (): Cart => ({ lines: [], discount: '', discountType: 'percent', tax: '', account: 'Cash', amountCollected: '' });

/** The cart with the spec's totals (002 §3, §5), the customer, park and retrieve, and paying. */
export function CartPanel({
  cart,
  setCart,
  register,
  onPay,
}: {
  cart: Cart;
  setCart: (update: (cart: Cart) => Cart) => void;
  register: Register;
  onPay: (cart: Cart) => Promise<void>;
}) {
  const currency = register.currency;
  const scale = minorDigits(currency);
  const totals = cartTotals(cart, scale);
  const problems = cartProblems({ ...cart, customer: cart.customer?.id }, scale);
  const [customerQuery, setCustomerQuery] = useState('');
  const customers = useCustomers(customerQuery);
  const banks = useBankAccounts();
  const parked = useParkedSales();
  const park = useParkSale();
  const deleteParked = useDeleteParkedSale();
  const [paying, setPaying] = useState(false);

  const setLine = (id: string, change: Partial<CartLine>) => setCart((c) => ({ ...c, lines: c.lines.map((l) => (l.id === id ? { ...l, ...change } : l)) }));
  const removeLine = (id: string) => setCart((c) => ({ ...c, lines: c.lines.filter((l) => l.id !== id) }));

  const parkCart = () =>
    park.mutate(
      {
        items: cart.lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price, oldPrice: l.oldPrice, ...(l.note ? { note: l.note } : {}) })),
        ...(cart.customer ? { customer: cart.customer.id } : {}),
        ...(cart.discount ? { discount: cart.discount } : {}),
        discountType: cart.discountType,
        ...(cart.tax ? { tax: cart.tax } : {}),
      },
      {
        onSuccess: () => {
          setCart(() => emptyCart());
          notifications.show({ message: 'Sale parked', color: 'blue' });
        },
        onError: (error) => notifications.show({ message: error.message, color: 'red' }),
      },
    );

  const retrieve = async (id: string) => {
    try {
      const sale = await retrieveParkedSale(id);
      setCart(() => ({
        ...emptyCart(),
        lines: sale.cart.items.map((item) => ({
          id: item.id,
          name: item.name,
          quantity: item.quantity,
          price: item.price,
          oldPrice: item.oldPrice ?? item.price,
          note: item.note,
        })),
        discount: sale.cart.discount ?? '',
        discountType: sale.cart.discountType,
        tax: sale.cart.tax ?? '',
        customer: sale.cart.customer ? { id: sale.cart.customer, name: '' } : undefined,
        parkedSaleId: sale.id,
      }));
    } catch (error) {
      notifications.show({ message: (error as Error).message, color: 'red' });
    }
  };

  const pay = async () => {
    setPaying(true);
    try {
      await onPay(cart);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={4}>Cart</Title>
          {cart.lines.length === 0 ? (
            <Text c="dimmed" size="sm">
              The cart is empty: pick a product or scan a barcode.
            </Text>
          ) : (
            // On a phone each line is a card (styles.css, .lines-table): the name across it, the fields two by two.
            <Table aria-label="Cart" className="lines-table" horizontalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Qty</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Disc. %</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cart.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td className="line-wide">{line.name}</Table.Td>
                    <Table.Td data-label="Qty">
                      <TextInput
                        size="xs"
                        w={56}
                        aria-label={`Quantity of ${line.name}`}
                        inputMode="decimal"
                        value={line.quantity}
                        onChange={(e) => setLine(line.id, { quantity: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td data-label="Price">
                      <TextInput
                        size="xs"
                        w={88}
                        aria-label={`Price of ${line.name}`}
                        inputMode="decimal"
                        value={line.price}
                        onChange={(e) => setLine(line.id, { price: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td data-label="Disc. %">
                      <TextInput
                        size="xs"
                        w={56}
                        aria-label={`Discount of ${line.name}`}
                        inputMode="decimal"
                        defaultValue={lineDiscountPercent(line)}
                        key={`${line.id}-${line.price}`}
                        onBlur={(e) => setLine(line.id, { price: priceForDiscount(line.oldPrice, e.currentTarget.value, scale) })}
                      />
                    </Table.Td>
                    <Table.Td data-label="Total" ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(lineTotal(line, scale), currency)}
                    </Table.Td>
                    <Table.Td className="line-actions">
                      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={() => removeLine(line.id)}>
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Select
            label="Customer"
            searchable
            clearable
            placeholder="Walk-in customer"
            searchValue={customerQuery}
            onSearchChange={setCustomerQuery}
            data={[...(customers.data ?? []), ...(cart.customer && !(customers.data ?? []).some((c) => c.id === cart.customer!.id) ? [cart.customer] : [])].map(
              (c) => ({ value: c.id, label: c.name || c.id }),
            )}
            value={cart.customer?.id ?? null}
            onChange={(id) => setCart((c) => ({ ...c, customer: id ? ((customers.data ?? []).find((x) => x.id === id) ?? c.customer) : undefined }))}
          />
          <Group grow align="flex-end">
            <TextInput
              label="Discount"
              inputMode="decimal"
              value={cart.discount}
              onChange={(e) => {
                // Read now: the updater runs after the event, when React has let go of its target.
                const discount = e.currentTarget.value;
                setCart((c) => ({ ...c, discount }));
              }}
            />
            <SegmentedControl
              aria-label="Discount type"
              data={[
                { value: 'percent', label: '%' },
                { value: 'fixed', label: currency },
              ]}
              value={cart.discountType}
              onChange={(value) => setCart((c) => ({ ...c, discountType: value as DiscountType }))}
            />
            <TextInput
              label="Tax %"
              inputMode="decimal"
              value={cart.tax}
              onChange={(e) => {
                const tax = e.currentTarget.value;
                setCart((c) => ({ ...c, tax }));
              }}
            />
          </Group>
          <Stack gap={2} data-testid="cart-totals">
            <Group justify="space-between">
              <Text size="sm">Subtotal</Text>
              <Text size="sm">{formatMoney(totals.subtotal, currency)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Discount</Text>
              <Text size="sm">
                {new Decimal(totals.discount).isZero() ? '' : '−'}
                {formatMoney(totals.discount, currency)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Tax</Text>
              <Text size="sm">{formatMoney(totals.tax, currency)}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700} data-testid="cart-amount">
                {formatMoney(totals.amount, currency)}
              </Text>
            </Group>
          </Stack>
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="xs">
          <Title order={4}>Pay</Title>
          <Select
            label="Paid into"
            data={[{ value: 'Cash', label: 'Cash' }, ...(banks.data ?? []).map((b) => ({ value: b.bankAccountId, label: `Transfer, ${b.name}` }))]}
            value={cart.account}
            onChange={(value) => setCart((c) => ({ ...c, account: value ?? 'Cash' }))}
            allowDeselect={false}
          />
          <TextInput
            label="Amount collected"
            inputMode="decimal"
            placeholder={totals.amount}
            value={cart.amountCollected}
            onChange={(e) => {
              const amountCollected = e.currentTarget.value;
              setCart((c) => ({ ...c, amountCollected }));
            }}
          />
          <Group justify="space-between">
            <Text size="sm">Change</Text>
            <Text size="sm" data-testid="cart-change">
              {formatMoney(totals.change, currency)}
            </Text>
          </Group>
          {new Decimal(totals.amountRemaining).gt(0) ? (
            <Group justify="space-between">
              <Text size="sm">On credit</Text>
              <Text size="sm">{formatMoney(totals.amountRemaining, currency)}</Text>
            </Group>
          ) : null}
          {cart.lines.length > 0 && problems.length > 0 ? (
            <Alert color="yellow" data-testid="cart-problems">
              {problems.join('; ')}
            </Alert>
          ) : null}
          <Group grow>
            <Button variant="default" onClick={parkCart} disabled={cart.lines.length === 0} loading={park.isPending}>
              Park
            </Button>
            <Button onClick={() => void pay()} disabled={problems.length > 0} loading={paying}>
              Pay {formatMoney(totals.amount, currency)}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="xs">
          <Title order={5}>Parked sales</Title>
          {parked.isPending ? <Text size="sm">Loading…</Text> : null}
          {parked.isError ? (
            <Text size="sm" c="red">
              Parked sales could not be loaded.
            </Text>
          ) : null}
          {parked.data?.length === 0 ? (
            <Text size="sm" c="dimmed">
              None parked.
            </Text>
          ) : null}
          {parked.data?.map((sale) => (
            <Group key={sale.id} justify="space-between">
              <Text size="sm">{sale.cart.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void retrieve(sale.id)}>
                  Retrieve
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => deleteParked.mutate(sale.id)}>
                  Delete
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
