// The Products list's tags filter (spec 002: GET /api/v1/tags read as a data array, filterByTags on
// the list, a tags failure alerts with the server's message), against a stubbed fetch.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentUserProvider, type ShellUser } from '../../../lib/current-user.js';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { ProductsPage } from './product-list.js';

const LIST = 'GET /api/v1/inventories';

function stubProducts(tags: () => StubResponse) {
  return stubFetch({
    [LIST]: () => ({ status: 200, body: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } }),
    'GET /api/v1/tags': tags,
  });
}

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <CurrentUserProvider user={userData() as unknown as ShellUser}>
        <ProductsPage />
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
