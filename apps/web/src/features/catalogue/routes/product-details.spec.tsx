// The product details screen (/inventories/product/{id}), the products list and the Products &
// Services hub in the real app, against a stubbed fetch: "Created" is the product's own creation date
// from the API; a product low in stock is flagged, a product with variants (no stock of its own)
// never; the hub's Inventory report card opens the report; the New buttons show only to users the
// server lets create that kind.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';
import { RICE as BASE_RICE } from '../../../testing/products.js';

const RICE = { ...BASE_RICE, categoryName: 'Grains' };

/** A product with variants: 0 of its own at a level of 0, which the server does not call low. */
const SHIRT = {
  ...RICE,
  _id: 'p2',
  id: 'p2',
  name: 'Polo shirt',
  sku: 'PRD-000002',
  stockLevel: '0',
  quantity: '0',
  stockValue: '0.00',
  hasVariants: true,
  variants: [{ ...RICE, _id: 'p3', id: 'p3', name: 'Polo shirt S', sku: 'PRD-000003', parentId: 'p2' }],
};

const TAILORING = {
  ...RICE,
  _id: 's1',
  id: 's1',
  type: 'SERVICE',
  isService: true,
  name: 'Tailoring',
  sku: 'SRV-000001',
  stockLevel: null,
  quantity: null,
  stockValue: null,
};

describe('Product details and the Products & Services hub', () => {
  it('shows the date the product was created, from the API', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/inventories/p1': () => ({ status: 200, body: { success: true, data: RICE } }),
    });
    renderApp('/inventories/product/p1');
    expect(await screen.findByRole('heading', { name: 'Rice 50kg' })).toBeTruthy();
    expect(screen.getByText('Created')).toBeTruthy();
    expect(screen.getByText('14/03/2026')).toBeTruthy();
  });

  it('leaves the stock columns out of a service’s history: a service holds no stock', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/services/s1': () => ({ status: 200, body: { success: true, data: TAILORING } }),
      'GET /api/v1/inventories/s1': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            ...TAILORING,
            parentId: null,
            variants: [],
            rawMaterials: [],
            history: [
              {
                transactionId: 't1',
                reference: 'INV-000273',
                type: 'sales',
                subtype: null,
                status: 'posted',
                date: '2026-11-19',
                description: null,
                quantity: '0',
                value: '0.00',
                itemQuantity: '3',
                price: '5400.00',
                total: '16200.00',
              },
            ],
          },
        },
      }),
      'POST /api/v1/inventory/graphdata': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    renderApp('/services/service/s1');
    const history = await screen.findByRole('table', { name: 'Product history' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Reference', 'What', 'Price', 'Total']);
  });

  it('flags a product low in stock on its details, never a product with variants', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/inventories/p1': () => ({ status: 200, body: { success: true, data: { ...RICE, quantity: '5', lowInStock: true } } }),
      'GET /api/v1/inventories/p2': () => ({ status: 200, body: { success: true, data: SHIRT } }),
    });
    const low = renderApp('/inventories/product/p1');
    expect(await screen.findByRole('heading', { name: 'Rice 50kg' })).toBeTruthy();
    expect(screen.getByText('Low in stock')).toBeTruthy();
    low.unmount();

    renderApp('/inventories/product/p2');
    expect(await screen.findByRole('heading', { name: 'Polo shirt' })).toBeTruthy();
    expect(screen.getByText('0 units')).toBeTruthy();
    expect(screen.queryByText('Low in stock')).toBeNull();
  });

  it('marks the products low in stock in the list, not a product with variants', async () => {
    const low = { ...RICE, _id: 'p4', id: 'p4', name: 'Beans 50kg', sku: 'PRD-000004', quantity: '2', lowInStock: true };
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/inventories': () => ({ status: 200, body: { success: true, data: [SHIRT, RICE, low], page: 1, limit: 25, skip: 0, total: 3 } }),
    });
    renderApp('/inventories/all');
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect(within(await row('Beans 50kg')).getByText('Low')).toBeTruthy();
    expect(within(await row('Polo shirt')).queryByText('Low')).toBeNull();
    expect(within(await row('Rice 50kg')).queryByText('Low')).toBeNull();
  });

  it.each([
    ['to an owner', { role: 'owner' as const, rolePermissions: [] }, true],
    ['to a member with 54 (create variant)', { role: 'member' as const, rolePermissions: [5, 6, 32, 54] }, true],
    ['not to a member without 54, whom the server refuses', { role: 'member' as const, rolePermissions: [5, 6, 32] }, false],
  ])('offers a product with variants %s', async (_, user, offered) => {
    stubFetch({ [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan', ...user }) });
    renderApp('/inventories');
    const newProduct = await screen.findByRole('button', { name: 'New product' });
    expect(screen.queryByRole('button', { name: 'New product with variants' }) !== null).toBe(offered);

    // Nor the dialog's tab.
    fireEvent.click(newProduct);
    await screen.findByRole('tab', { name: 'Regular Product' });
    expect(screen.queryByRole('tab', { name: 'Product with variants' }) !== null).toBe(offered);
  });

  it('shows each hub card only to whom its page opens (spec 001 §6)', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan', role: 'member', rolePermissions: [6, 61, 18] }) });
    renderApp('/inventories');
    await screen.findByRole('heading', { name: 'Products & Services' });
    const cards = screen.getAllByRole('link').filter((link) => link.closest('.mantine-SimpleGrid-root'));
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['Products', 'Stock transfers', 'Inventory report']);
  });

  it('sends a member whose codes do not open the product back to Products (spec 001 §6)', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan', role: 'member', rolePermissions: [6] }),
      'GET /api/v1/inventories/p1': () => ({ status: 403, body: { success: false, message: 'You do not have permission', code: 'FORBIDDEN' } }),
      'GET /api/v1/inventories': () => ({ status: 200, body: { success: true, data: [RICE], page: 1, limit: 25, skip: 0, total: 1 } }),
      'GET /api/v1/tags': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    renderApp('/inventories/product/p1');
    expect(await screen.findByText('Rice 50kg')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
    expect(screen.queryByText('You do not have permission')).toBeNull();
  });

  it('links the Inventory report card to the inventory report', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }) });
    renderApp('/inventories');
    const card = await screen.findByText('Inventory report');
    expect(card.closest('a')?.getAttribute('href')).toBe('/reports/inventory');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});

// POST /inventories lets a member create a product with 32 or 34, a service with 33, a product with
// variants with 54 besides 32 or 34 (owner and admin always): each New button only to whom it may serve.
describe('the New product, New service and New product with variants buttons', () => {
  const NEW_PRODUCT = 'New product';
  const NEW_SERVICE = 'New service';
  const NEW_VARIANTS = 'New product with variants';
  const member = (...codes: number[]) => ({ role: 'member' as const, rolePermissions: [5, 6, 9, ...codes] });

  function stubCatalogue(user: { role: 'owner' | 'admin' | 'member'; rolePermissions: number[] }) {
    stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan', ...user }),
      'GET /api/v1/inventories': () => ({ status: 200, body: { success: true, data: [RICE], page: 1, limit: 25, skip: 0, total: 1 } }),
      'GET /api/v1/services': () => ({ status: 200, body: { success: true, data: [TAILORING], page: 1, limit: 25, skip: 0, total: 1 } }),
      'GET /api/v1/tags': () => ({ status: 200, body: { success: true, data: [] } }),
    });
  }

  const shown = (name: string) => screen.queryByRole('button', { name }) !== null;

  it.each([
    ['an owner', { role: 'owner' as const, rolePermissions: [] }, [NEW_PRODUCT, NEW_SERVICE, NEW_VARIANTS]],
    ['an admin', { role: 'admin' as const, rolePermissions: [] }, [NEW_PRODUCT, NEW_SERVICE, NEW_VARIANTS]],
    ['a member with no create code', member(), []],
    ['a member with 32 (create product)', member(32), [NEW_PRODUCT]],
    ['a member with 34 (create product)', member(34), [NEW_PRODUCT]],
    ['a member with 33 (create service)', member(33), [NEW_SERVICE]],
    ['a member with 32 and 54 (create variant)', member(32, 54), [NEW_PRODUCT, NEW_VARIANTS]],
    ['a member with 54 alone (no variants without 32 or 34)', member(54), []],
  ])('shows %s only the buttons the server lets them use', async (_, user, offered) => {
    stubCatalogue(user);
    const hub = renderApp('/inventories');
    await screen.findByRole('heading', { name: 'Products & Services' });
    for (const name of [NEW_PRODUCT, NEW_SERVICE, NEW_VARIANTS]) expect([name, shown(name)]).toEqual([name, offered.includes(name)]);
    hub.unmount();

    const products = renderApp('/inventories/all');
    await screen.findByText('Rice 50kg');
    expect(shown(NEW_PRODUCT)).toBe(offered.includes(NEW_PRODUCT));
    expect(shown(NEW_SERVICE)).toBe(false);
    products.unmount();

    renderApp('/services/all');
    await screen.findByText('Tailoring');
    expect(shown(NEW_SERVICE)).toBe(offered.includes(NEW_SERVICE));
    expect(shown(NEW_PRODUCT)).toBe(false);
  });

  it('opens the dialog on the tabs the member may submit only', async () => {
    stubCatalogue(member(33));
    renderApp('/inventories');
    fireEvent.click(await screen.findByRole('button', { name: NEW_SERVICE }));
    await screen.findByRole('tab', { name: 'Services' });
    expect(screen.queryByRole('tab', { name: 'Regular Product' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Product with variants' })).toBeNull();
  });
});
