// The till's pages have no side menu: the gate lays out the way between them and back to the app.

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';
import { TillSessionGate } from './till-session-gate.js';

describe('the till’s pages', () => {
  it('link to each other and back to the dashboard, the page open marked', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn() });
    renderWithProviders(
      <MemoryRouter initialEntries={['/pos/sales']}>
        <Routes>
          <Route element={<TillSessionGate />}>
            <Route path="/pos/sales" element={<p>History</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Point of sale' });
    expect(nav.querySelector('a[href="/"]')?.textContent).toBe('Dashboard');
    expect(screen.getByRole('link', { name: 'Till' }).getAttribute('href')).toBe('/pos');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/pos/register');
    expect(screen.getByRole('link', { name: 'Sales history' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('History')).toBeTruthy();
  });
});
