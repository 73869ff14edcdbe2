// The till's cart: what the cashier types into the cart's own fields (discount, tax, amount
// collected) updates the totals and the change, and never takes the till down.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import type { Register } from '../api/registers.js';
import { CartPanel, emptyCart, type Cart } from './cart-panel.js';

const register = { id: 'reg-1', till: 'Main', currency: 'NGN' } as Register;

function Till() {
  const [cart, setCart] = useState<Cart>(() => ({
    ...emptyCart(),
    lines: [{ id: 'p-broom', name: 'Broom', sku: 'BRM', quantity: '2', price: '22100.00', oldPrice: '22100.00', kind: 'product' }],
  }));
  return <CartPanel cart={cart} setCart={(update) => setCart(update)} register={register} onPay={async () => undefined} />;
}

describe('the till’s cart', () => {
  it('takes the amount collected, a discount and tax as typed, and shows the change', async () => {
    stubFetch({
      'GET /api/v1/accounts/bank-accounts': () => ({ status: 200, body: { success: true, data: [] } }),
      'GET /api/v1/pos/sales/parked': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    renderWithProviders(<Till />);
    expect(screen.getByTestId('cart-amount').textContent).toBe('₦44,200.00');

    fireEvent.change(screen.getByLabelText('Amount collected'), { target: { value: '50000' } });
    expect(screen.getByTestId('cart-change').textContent).toBe('₦5,800.00');

    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: '10' } });
    expect(screen.getByTestId('cart-amount').textContent).toBe('₦39,780.00');

    fireEvent.change(screen.getByLabelText('Tax %'), { target: { value: '7.5' } });
    expect(screen.getByLabelText('Tax %')).toHaveProperty('value', '7.5');
    expect(await screen.findByRole('button', { name: /^Pay/ })).toBeTruthy();
  });

  it('shows nothing on credit once a sale in a currency without decimals is paid in full', async () => {
    stubFetch({
      'GET /api/v1/accounts/bank-accounts': () => ({ status: 200, body: { success: true, data: [] } }),
      'GET /api/v1/pos/sales/parked': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    function YenTill() {
      const [cart, setCart] = useState<Cart>(() => ({
        ...emptyCart(),
        lines: [{ id: 'p-tea', name: 'Tea', sku: 'TEA', quantity: '2', price: '500', oldPrice: '500', kind: 'product' }],
      }));
      return (
        <CartPanel cart={cart} setCart={(update) => setCart(update)} register={{ ...register, currency: 'JPY' } as Register} onPay={async () => undefined} />
      );
    }
    renderWithProviders(<YenTill />);
    expect(screen.getByTestId('cart-amount').textContent).toContain('1,000');
    expect(screen.queryByText('On credit')).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount collected'), { target: { value: '400' } });
    expect(screen.getByText('On credit')).toBeTruthy();
  });

  it('offers each bank account to pay into by the name the API gives it, two accounts at one bank told apart', async () => {
    stubFetch({
      'GET /api/v1/accounts/bank-accounts': () => ({
        status: 200,
        body: {
          success: true,
          data: [
            { bankAccountId: 'bank-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123451234', name: 'GTBank 1234' },
            { bankAccountId: 'bank-2', bankName: 'GTBank', accountName: 'Ada Stores savings', accountNumber: '0999995678', name: 'GTBank 5678' },
          ],
        },
      }),
      'GET /api/v1/pos/sales/parked': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    renderWithProviders(<Till />);
    await act(async () => fireEvent.click(screen.getByRole('combobox', { name: 'Paid into' })));
    await waitFor(async () =>
      expect((await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent)).toEqual([
        'Cash',
        'Transfer, GTBank 1234',
        'Transfer, GTBank 5678',
      ]),
    );
  });
});
