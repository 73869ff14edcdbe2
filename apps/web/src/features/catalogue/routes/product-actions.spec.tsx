// A product's actions in the real app, against a stubbed fetch: who sees Edit, Adjust stock and
// Archive (as the server's route table lets them); a stock count sends the quantity counted; an
// archive asks first; an edit sends only what changed (prices compared as amounts); the price
// adjustment page saves the typed prices in one call and is the owner's and admin's alone.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIsoDate } from '../../../lib/date.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';
import { priceChanges, priceProblem } from './price-adjustment.js';
import { RICE } from '../../../testing/products.js';

const BEANS = { ...RICE, _id: 'p2', id: 'p2', name: 'Beans 50kg', sku: 'PRD-000002', buyingPrice: '30000.00', sellingPrice: '36000.00' };
const TAILORING = { ...RICE, _id: 's1', id: 's1', type: 'SERVICE', isService: true, name: 'Tailoring', sku: 'SRV-000001', quantity: null, stockValue: null };

type User = { role: 'owner' | 'admin' | 'member'; rolePermissions: number[] };
const OWNER: User = { role: 'owner', rolePermissions: [] };
const member = (...codes: number[]): User => ({ role: 'member', rolePermissions: [5, 6, 8, 9, ...codes] });

function stubProduct(user: User, product: object = RICE) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan', ...user }),
    'GET /api/v1/inventories/p1': () => ({ status: 200, body: { success: true, data: product } }),
    'GET /api/v1/services/s1': () => ({ status: 200, body: { success: true, data: TAILORING } }),
    'GET /api/v1/inventories': () => ({ status: 200, body: { success: true, data: [RICE, BEANS], page: 1, limit: 25, skip: 0, total: 2 } }),
    'GET /api/v1/services': () => ({ status: 200, body: { success: true, data: [TAILORING], page: 1, limit: 25, skip: 0, total: 1 } }),
    'GET /api/v1/categories': () => ({ status: 200, body: { success: true, data: [] } }),
    'GET /api/v1/brands': () => ({ status: 200, body: { success: true, data: [] } }),
    'GET /api/v1/tags': () => ({ status: 200, body: { success: true, data: [] } }),
    'GET /api/v1/inventory/p1/variants': () => ({ status: 200, body: { success: true, data: [] } }),
    'POST /api/v1/inventory/graphdata': () => ({ status: 200, body: { success: true, data: [] } }),
  });
}

const shown = (name: string) => screen.queryByRole('button', { name }) !== null || screen.queryByRole('link', { name }) !== null;

describe("a product's actions", () => {
  it.each([
    ['an owner', OWNER, ['Edit', 'Adjust stock', 'Archive']],
    ['a member with 36 (edit product)', member(36), ['Edit', 'Adjust stock']],
    ['a member with 37 (edit prices) alone', member(37), ['Edit']],
    ['a member with 22 (create transaction) alone', member(22), ['Adjust stock']],
    ['a member with 40 (delete product)', member(40), ['Archive']],
    ['a member who may only look', member(), []],
  ])('shows %s only what the server lets them do', async (_, user, offered) => {
    stubProduct(user);
    renderApp('/inventories/product/p1');
    await screen.findByRole('heading', { name: 'Rice 50kg' });
    for (const name of ['Edit', 'Adjust stock', 'Archive']) expect([name, shown(name)]).toEqual([name, offered.includes(name)]);
  });

  it('offers no stock count on a product with variants (each variant is counted) nor on a service', async () => {
    stubProduct(OWNER, { ...RICE, hasVariants: true, quantity: '0' });
    const shirt = renderApp('/inventories/product/p1');
    await screen.findByRole('heading', { name: 'Rice 50kg' });
    expect(shown('Edit')).toBe(true);
    expect(shown('Adjust stock')).toBe(false);
    shirt.unmount();

    renderApp('/services/service/s1');
    await screen.findByRole('heading', { name: 'Tailoring' });
    expect(shown('Edit')).toBe(true);
    expect(shown('Adjust stock')).toBe(false);
  });

  it('records a stock count: the quantity on the shelf, the reason and the date', async () => {
    const stub = stubProduct(OWNER);
    stub.on('PATCH /api/v1/inventory/stock-update', () => ({ status: 200, body: { success: true, message: 'Stock adjusted', data: {} } }));
    renderApp('/inventories/product/p1');
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('dialog');
    const record = within(dialog).getByRole('button', { name: 'Record the count' });
    expect((record as HTMLButtonElement).disabled).toBe(true); // 10 counted, 10 in the books: nothing to record
    fireEvent.change(within(dialog).getByLabelText(/Quantity counted/), { target: { value: '7' } });
    expect(within(dialog).getByText('3 units fewer than the books: written off at the average cost.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Damaged bags' } });
    fireEvent.click(record);
    await waitFor(() => expect(stub.requestsTo('PATCH /api/v1/inventory/stock-update')).toHaveLength(1));
    expect(stub.requestsTo('PATCH /api/v1/inventory/stock-update')[0]!.body).toEqual({
      product: 'p1',
      quantity: '7',
      reason: 'Damaged bags',
      date: todayIsoDate(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before archiving, then archives and goes back to the list', async () => {
    const stub = stubProduct(OWNER);
    stub.on('GET /api/v1/inventories/p1/archive', () => ({ status: 200, body: { success: true, message: 'Rice 50kg archived', data: {} } }));
    const { router } = renderApp('/inventories/product/p1');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Rice 50kg?' });
    expect(stub.requestsTo('GET /api/v1/inventories/p1/archive')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/all'));
    expect(stub.requestsTo('GET /api/v1/inventories/p1/archive')).toHaveLength(1);
  });
});

describe('editing a product', () => {
  it('sends only what changed; a price written another way ("45000") is the same price', async () => {
    const stub = stubProduct(OWNER);
    stub.on('PATCH /api/v1/inventories/update/p1', () => ({ status: 200, body: { success: true, message: 'Saved', data: {} } }));
    const { router } = renderApp('/inventories/product/p1/edit');
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Rice 25kg' } });
    fireEvent.change(screen.getByLabelText('Cost price'), { target: { value: '45000' } });
    fireEvent.change(screen.getByLabelText(/^Selling price/), { target: { value: '30000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(stub.requestsTo('PATCH /api/v1/inventories/update/p1')).toHaveLength(1));
    expect(stub.requestsTo('PATCH /api/v1/inventories/update/p1')[0]!.body).toEqual({ name: 'Rice 25kg', sellingPrice: '30000' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventories/product/p1'));
  });

  it('checks prices as the create form does, and shows the server’s field errors', async () => {
    const stub = stubProduct(OWNER);
    stub.on('PATCH /api/v1/inventories/update/p1', () => ({
      status: 400,
      body: {
        success: false,
        message: 'Check the highlighted fields',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'barcode', message: 'barcode is taken by Beans 50kg' }],
      },
    }));
    renderApp('/inventories/product/p1/edit');
    fireEvent.change(await screen.findByLabelText(/^Selling price/), { target: { value: 'a lot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your selling price')).toBeTruthy();
    expect(stub.requestsTo('PATCH /api/v1/inventories/update/p1')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Selling price/), { target: { value: '52000' } });
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('barcode is taken by Beans 50kg')).toBeTruthy();
    expect(stub.requestsTo('PATCH /api/v1/inventories/update/p1')[0]!.body).toEqual({ barcode: '12345678' });
  });

  it('lets a member without 37 change the details but not the prices', async () => {
    stubProduct(member(36));
    renderApp('/inventories/product/p1/edit');
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText(/^Selling price/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Changing prices needs the Edit prices permission/)).toBeTruthy();
  });

  it('is not open to a member with neither 36 nor 37', async () => {
    stubProduct(member(40));
    renderApp('/inventories/product/p1/edit');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
  });
});

describe('price adjustment', () => {
  it('reads typed prices as the forms do', () => {
    expect(priceProblem('sellingPrice', '')).toBe('Selling price is required');
    expect(priceProblem('buyingPrice', '')).toBeUndefined();
    expect(priceProblem('buyingPrice', 'ten')).toBe('Please enter your buying price');
    expect(priceProblem('sellingPrice', '1,500.50')).toBeUndefined();
    expect(
      priceChanges([
        { item: RICE as never, draft: { sellingPrice: '52000', buyingPrice: '44,000' } },
        { item: BEANS as never, draft: { sellingPrice: '36000.00' } },
      ]),
    ).toEqual([{ _id: 'p1', buyingPrice: '44000' }]);
  });

  it('saves the prices typed across the list in one call', async () => {
    const stub = stubProduct(OWNER);
    stub.on('POST /api/v1/inventories/price-update', () => ({ status: 200, body: { success: true, message: '2 prices updated', data: {} } }));
    renderApp('/inventories/price-adjustment');
    const save = await screen.findByRole('button', { name: 'Save prices' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(await screen.findByLabelText('Selling price of Rice 50kg'), { target: { value: '55000' } });
    fireEvent.change(screen.getByLabelText('Cost price of Beans 50kg'), { target: { value: 'cheap' } });
    expect(await screen.findByText('Please enter your buying price')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Cost price of Beans 50kg'), { target: { value: '31000' } });
    expect(screen.getByText('2 items with new prices')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/inventories/price-update')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/inventories/price-update')[0]!.body).toEqual({
      products: [
        { _id: 'p1', sellingPrice: '55000' },
        { _id: 'p2', buyingPrice: '31000' },
      ],
    });
  });

  it('is the owner’s and admin’s only, in the hub and by its address', async () => {
    stubProduct(member(36, 37));
    const hub = renderApp('/inventories');
    await screen.findByRole('heading', { name: 'Products & Services' });
    expect(screen.queryByText('Price adjustment')).toBeNull();
    hub.unmount();
    renderApp('/inventories/price-adjustment');
    expect(await screen.findByText('You are not allowed to view this page')).toBeTruthy();
  });
});
