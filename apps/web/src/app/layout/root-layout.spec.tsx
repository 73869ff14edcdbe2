// Around every route (000 §2.5): the page title, and each navigation starting at the top of the page;
// the first page opens at the top already, so it is not scrolled (which would lay the page out twice).

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from './root-layout.js';

describe('the root layout', () => {
  const originalScrollTo = window.scrollTo;
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    window.scrollTo = originalScrollTo;
  });

  it('titles the page by its route and scrolls to the top on each navigation, not on the first page', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/', handle: { title: 'Dashboard' }, element: <p>dashboard</p> },
            { path: '/transactions', handle: { title: 'Transactions' }, element: <p>transactions</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('dashboard');
    expect(document.title).toBe('Dashboard | Ledgerline');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/transactions'));
    await screen.findByText('transactions');
    expect(document.title).toBe('Transactions | Ledgerline');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
