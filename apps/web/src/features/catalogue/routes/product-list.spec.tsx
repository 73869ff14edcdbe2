// The Products list's tags filter (spec 002: GET /api/v1/tags read as a data array, filterByTags on
// the list, a tags failure alerts with the server's message), and its Import and Bulk update buttons
// shown only to whom the server lets through, against a stubbed fetch.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentUserProvider, type ShellUser } from '../../../lib/current-user.js';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { ProductsPage, ServicesPage } from './product-list.js';

const LIST = 'GET /api/v1/inventories';

function stubProducts(tags: () => StubResponse) {
  return stubFetch({
    [LIST]: () => ({ status: 200, body: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } }),
    'GET /api/v1/tags': tags,
  });
}

const renderPage = (user: Parameters<typeof userData>[0] = {}, Page = ProductsPage) =>
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserProvider user={userData(user) as unknown as ShellUser}>
        <Page />
      </CurrentUserProvider>
    </MemoryRouter>,
  );

describe('Products list: the tags filter', () => {
  it('offers the tags once each and filters the list by the chosen ones', async () => {
    const stub = stubProducts(() => ({
      status: 200,
      body: {
        success: true,
        data: [
          { name: 'Grains', kind: 'category', count: 2 },
          { name: 'Mama Gold', kind: 'brand', count: 2 },
          { name: 'Mama Gold', kind: 'category', count: 1 },
        ],
      },
    }));
    renderPage();
    await waitFor(() => expect(stub.requestsTo(LIST)).toHaveLength(1));
    expect(stub.requestsTo(LIST)[0].query.filterByTags).toBeUndefined();

    const tags = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.click(tags);
    expect(await screen.findAllByRole('option', { name: 'Mama Gold', hidden: true })).toHaveLength(1);
    fireEvent.click(screen.getByRole('option', { name: 'Grains', hidden: true }));
    await waitFor(() => expect(stub.requestsTo(LIST).at(-1)!.query.filterByTags).toBe('Grains'));
    fireEvent.click(tags);
    fireEvent.click(await screen.findByRole('option', { name: 'Mama Gold', hidden: true }));
    await waitFor(() => expect(stub.requestsTo(LIST).at(-1)!.query).toMatchObject({ filterByTags: 'Grains,Mama Gold', page: '1' }));
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
  });

  it('alerts with the server’s message when the tags cannot be read', async () => {
    stubProducts(() => ({ status: 403, body: { success: false, message: 'You do not have permission to perform this action', code: 'FORBIDDEN' } }));
    renderPage();
    expect(await screen.findByText('You do not have permission to perform this action')).toBeTruthy();
  });
});

// POST /inventories/import/csv (and /csv/process) needs 52, POST /inventories/bulk-update needs 54
// (spec 001 §6; owner and admin always): each button only to whom the server lets through.
describe('Products list: the Import and Bulk update buttons', () => {
  const IMPORT = 'Import';
  const BULK_UPDATE = 'Bulk update';
  const member = (...codes: number[]) => ({ role: 'member' as const, rolePermissions: [6, ...codes] });
  const shown = (name: string) => screen.queryByRole('button', { name }) !== null;

  it.each([
    ['an owner', { role: 'owner' as const, rolePermissions: [] }, [IMPORT, BULK_UPDATE]],
    ['an admin', { role: 'admin' as const, rolePermissions: [] }, [IMPORT, BULK_UPDATE]],
    ['a member with neither 52 nor 54', member(5, 32, 33, 34, 55), []],
    ['a member with 52 (import)', member(52), [IMPORT]],
    ['a member with 54 (bulk update)', member(54), [BULK_UPDATE]],
    ['a member with 52 and 54', member(52, 54), [IMPORT, BULK_UPDATE]],
  ])('shows %s only the buttons the server lets them use', async (_, user, offered) => {
    stubProducts(() => ({ status: 200, body: { success: true, data: [] } }));
    renderPage(user);
    await screen.findByText('No products yet. Create your first with “New product”.');
    expect({ [IMPORT]: shown(IMPORT), [BULK_UPDATE]: shown(BULK_UPDATE) }).toEqual({
      [IMPORT]: offered.includes(IMPORT),
      [BULK_UPDATE]: offered.includes(BULK_UPDATE),
    });
  });

  it.each([
    [IMPORT, 52, 'Import inventories'],
    [BULK_UPDATE, 54, 'Inventory Bulk Update'],
  ])('opens its dialog from the %s button a member with %s sees', async (button, code, title) => {
    stubProducts(() => ({ status: 200, body: { success: true, data: [] } }));
    renderPage(member(code));
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it('offers neither on the services list, even to an owner', async () => {
    stubFetch({ 'GET /api/v1/services': () => ({ status: 200, body: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } }) });
    renderPage({}, ServicesPage);
    await screen.findByText('No services yet. Create your first with “New service”.');
    expect(shown(IMPORT)).toBe(false);
    expect(shown(BULK_UPDATE)).toBe(false);
  });
});

describe('Products list: the figures', () => {
  it('right-aligns the quantities (counted in words: 1,200 units) and amounts, headers with their cells, the low-stock badge before the quantity', async () => {
    stubFetch({
      [LIST]: () => ({
        status: 200,
        body: {
          success: true,
          data: [
            {
              _id: 'p-1',
              name: 'Rice 50kg',
              sku: 'RICE-50',
              type: 'PRODUCT',
              categoryName: null,
              quantity: '1200',
              measurement: 'Unit',
              lowInStock: true,
              buyingPrice: '38000.00',
              sellingPrice: '45000.00',
              stockValue: '152000.00',
              currency: 'NGN',
            },
          ],
          page: 1,
          limit: 25,
          skip: 0,
          total: 1,
        },
      }),
      'GET /api/v1/tags': () => ({ status: 200, body: { success: true, data: [] } }),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('Rice 50kg');
    for (const header of ['In stock', 'Cost price', 'Selling price', 'Stock value'])
      expect(within(table).getByRole('columnheader', { name: header }).style.textAlign).toBe('right');
    expect(within(table).getByRole('columnheader', { name: 'Name' }).style.textAlign).toBe('');
    const cells = [...(within(table).getByText('Rice 50kg').closest('tr') as HTMLTableRowElement).cells];
    expect(cells.map((cell) => cell.textContent)).toEqual(['Rice 50kg', 'RICE-50', '—', 'Low1,200 units', '₦38,000.00', '₦45,000.00', '₦152,000.00']);
    expect(cells.slice(3).map((cell) => cell.style.textAlign)).toEqual(['right', 'right', 'right', 'right']);
  });
});
