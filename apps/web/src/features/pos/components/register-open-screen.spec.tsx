// The till with no register open: the opening form in the product's frame (the mark, the way back to
// the dashboard), its fields and button as before.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { RegisterOpenScreen } from './register-open-screen.js';

describe('the register opening screen', () => {
  it('frames the form with the Ledgerline mark and a link back to the dashboard, and opens the register as before', async () => {
    const stub = stubFetch({
      'POST /api/v1/pos/register': () => ({ status: 201, body: { success: true, data: { id: 'reg-1', position: '1' } } }),
    });
    renderWithProviders(
      <MemoryRouter>
        <RegisterOpenScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ledgerline')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Open the register' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Opening float'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open register' }));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/pos/register')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/pos/register')[0].body).toMatchObject({ openingFloat: '10000', till: 'Main' });
  });

  it('shows what it is given under the form', () => {
    stubFetch({});
    renderWithProviders(
      <MemoryRouter>
        <RegisterOpenScreen>
          <p>Last closed yesterday</p>
        </RegisterOpenScreen>
      </MemoryRouter>,
    );
    expect(screen.getByText('Last closed yesterday')).toBeTruthy();
  });
});
