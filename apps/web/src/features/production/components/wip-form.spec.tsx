// Moving raw materials into work in progress, on a stubbed network: the lines' cost at moving
// average, the one line kept, what is sent, and what is missing said before sending.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { WipForm } from './wip-form.js';

const flour = {
  id: 'rm-flour',
  _id: 'rm-flour',
  type: 'RAW_MATERIAL',
  name: 'Flour',
  sku: 'RAW-000001',
  measurement: 'Kg',
  currency: 'NGN',
  unitCost: '500.00',
  quantity: '10',
  stockValue: '5000.00',
  averagePrice: '500.00',
  createdAt: '2026-11-01T00:00:00.000Z',
};

function stubWip() {
  return stubFetch({
    'GET /api/v1/production/search': () => ({ status: 200, body: { success: true, data: [flour] } }),
    'GET /api/v1/production/wip-raw-materials': () => ({
      status: 200,
      body: { success: true, data: { balance: '1200.00', moves: [], total: 0, page: 1, limit: 25 } },
    }),
    'GET /api/v1/accounts/settings': () => ({ status: 200, body: { success: true, data: { wipStatus: true } } }),
    'POST /api/v1/production/create-wip': () => ({
      status: 201,
      body: { success: true, message: 'Raw materials moved to work in progress', data: { id: 'w1', position: '9' } },
    }),
  });
}

const renderForm = () =>
  renderWithProviders(
    <MemoryRouter>
      <WipForm />
    </MemoryRouter>,
  );

async function pick(label: string, name: string) {
  const box = await screen.findByRole('combobox', { name: label });
  fireEvent.click(box);
  const list = await waitFor(() => {
    const element = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`${label} has no list open`);
    return element;
  });
  fireEvent.click(await within(list).findByRole('option', { name: new RegExp(`^${name}`), hidden: true }));
  await waitFor(() => expect((box as HTMLInputElement).value).toBe(name));
}

describe('moving raw materials to work in progress', () => {
  it('costs each line at moving average and sends the lines filled in', async () => {
    const stub = stubWip();
    renderForm();
    await pick('Raw material, line 1', 'Flour');
    expect(screen.getByText('10 Kg in stock')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quantity, line 1'), { target: { value: '3' } });
    const table = screen.getByRole('table', { name: 'Raw materials to move' });
    await waitFor(() => expect(within(table).getByText('₦1,500.00')).toBeTruthy());
    expect(screen.getByTestId('wip-moving').textContent).toBe('₦1,500.00');
    expect(await screen.findByText('₦1,200.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move to work in progress' }));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/production/create-wip')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/production/create-wip')[0]!.body).toEqual({ items: [{ id: 'rm-flour', quantity: '3' }] });
  });

  it('keeps one line, and says what is missing before sending anything', async () => {
    const stub = stubWip();
    renderForm();
    const remove = await screen.findByRole('button', { name: 'Remove raw material, line 1' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add raw material' }));
    expect(screen.getByRole('button', { name: 'Remove raw material, line 1' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove raw material, line 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to work in progress' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Move to work in progress' }));
    expect(await screen.findByText('Pick a raw material')).toBeTruthy();
    expect(screen.getByText('Quantity is required')).toBeTruthy();
    expect(stub.requestsTo('POST /api/v1/production/create-wip')).toHaveLength(0);
  });
});
