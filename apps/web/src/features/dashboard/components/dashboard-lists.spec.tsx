// The dashboard's smaller cards as a phone reads them: the recent transactions keep the amount in
// view (date and type under the details, their own columns from the sm breakpoint on), and the
// things to do count customers in words.

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/render.js';
import type { OwedStats, RecentTransaction, TodayOverview } from '../api.js';
import { RecentTransactions, ThingsToDo } from './dashboard-lists.js';

const recent = [
  {
    id: 't1',
    date: '2026-11-26',
    type: 'Money in',
    itemsNames: '',
    description: 'PAY-000056',
    reference: 'PAY-000056',
    amount: '1374949.34',
    staffName: 'Adebayo',
  },
] as unknown as RecentTransaction[];

describe('dashboard lists', () => {
  it('shows the date and type under the details on a phone and in their own columns from sm, the amount always in the last one', () => {
    renderWithProviders(
      <MemoryRouter>
        <RecentTransactions query={{ isPending: false, isError: false, data: recent } as unknown as UseQueryResult<RecentTransaction[]>} />
      </MemoryRouter>,
    );
    const table = within(screen.getByRole('table', { name: 'Recent transactions' }));
    const headers = table.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Date', 'Type', 'Details', 'Amount']);
    // Date and Type are hidden below sm; their text is then under the details.
    expect(headers.slice(0, 2).every((header) => header.classList.contains('mantine-visible-from-sm'))).toBe(true);
    const meta = table.getByTestId('recent-transaction-meta');
    expect(meta.textContent).toBe('26/11/2026 · Money in');
    expect(meta.classList.contains('mantine-hidden-from-sm')).toBe(true);
    const amount = table.getByText('₦1,374,949.34');
    expect(amount.closest('td')?.style.textAlign).toBe('right');
    expect(amount.closest('td')?.style.whiteSpace).toBe('nowrap');
  });

  it('names a transaction without a list type Other, as the transactions list does', () => {
    renderWithProviders(
      <MemoryRouter>
        <RecentTransactions
          query={{ isPending: false, isError: false, data: [{ ...recent[0], type: '' }] } as unknown as UseQueryResult<RecentTransaction[]>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('recent-transaction-meta').textContent).toBe('26/11/2026 · Other');
  });

  it('counts customers who owe in words: one customer owes, several customers owe', () => {
    const overview = { overDueCredit: '0.00', OverdueDebt: '0.00' } as unknown as TodayOverview;
    const owed = (contacts: number) => ({ receivables: { contacts, total: '12032635.18' } }) as unknown as OwedStats;
    const view = renderWithProviders(
      <MemoryRouter>
        <ThingsToDo overview={overview} owed={owed(24)} profileGaps={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('24 customers owe ₦12,032,635.18 in all')).toBeTruthy();
    view.unmount();
    renderWithProviders(
      <MemoryRouter>
        <ThingsToDo overview={overview} owed={owed(1)} profileGaps={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1 customer owes ₦12,032,635.18 in all')).toBeTruthy();
  });

  it('asks for what the profile lacks, each linked to the page that fills it in', () => {
    const overview = { overDueCredit: '0.00', OverdueDebt: '0.00' } as unknown as TodayOverview;
    renderWithProviders(
      <MemoryRouter>
        <ThingsToDo overview={overview} owed={undefined} profileGaps={{ businessType: true, bankDetails: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Add your business type to your business profile' }).getAttribute('href')).toBe('/settings/business');
    expect(screen.getByRole('link', { name: 'Add your bank details for receipts and invoices' }).getAttribute('href')).toBe('/settings/bank-accounts');
  });
});
