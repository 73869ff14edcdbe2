// A business's reports in the admin area as a phone shows them: the figure tables as cards of
// labelled values, quantities with their thousands grouped.

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { onADesktop, onAPhone } from '../../testing/phone.js';
import { renderWithProviders } from '../../testing/render.js';
import type { AdminReports } from './api/reports.js';
import { InventoryView } from './components/report-views.js';

const movement = (quantity: string, value: string) => ({ quantity, value });
const INVENTORY = {
  currency: 'NGN',
  period: { startDate: '2026-11-01', endDate: '2026-11-27' },
  products: 1240,
  lowStock: 3,
  sold: { quantity: '1944', amount: '45945344.14' },
  opening: movement('2500', '34820927.21'),
  in: movement('2074', '37189884.87'),
  out: movement('1944', '32142410.31'),
  closing: movement('2630', '39868401.77'),
} as unknown as AdminReports['inventory-report'];

describe('admin inventory report on a phone', () => {
  beforeEach(onAPhone);
  afterEach(onADesktop);

  it('shows each stock movement as a card, its quantity and value labelled, and counts with thousands grouped', () => {
    renderWithProviders(<InventoryView report={INVENTORY} />);
    const table = screen.getByRole('table', { name: 'Stock movement' });
    expect(table.classList.contains('lines-table')).toBe(true);
    const opening = within(table).getByText('Opening stock').closest('tr')!;
    expect(within(opening).getByText('Opening stock').closest('td')?.classList.contains('line-wide')).toBe(true);
    expect(within(opening).getByText('2,500').closest('td')?.getAttribute('data-label')).toBe('Quantity');
    expect(within(opening).getByText('₦34,820,927.21').closest('td')?.getAttribute('data-label')).toBe('Value');
    expect(screen.getByText('1,240')).toBeTruthy();
    expect(screen.getByText('1,944 units')).toBeTruthy();
  });
});
