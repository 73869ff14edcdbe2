// A statement on a phone: the labels stay beside the first period's figures while the amounts
// scroll (the whole table scrolled before and cut the first period's figures at the edge).

import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.js';
import { onADesktop, onAPhone } from '../../../testing/phone.js';
import { StatementTable, type StatementPart } from './statement.js';

const PARTS: StatementPart[] = [
  {
    kind: 'section',
    section: {
      key: 'revenue',
      label: 'Revenue',
      lines: [{ key: 'account:4000', label: 'Sales: products', amounts: ['45945344.14', '72689601.32'] }],
      total: { key: 'revenueTotal', label: 'Net revenue', amounts: ['45945344.14', '72689601.32'] },
    },
  },
  { kind: 'line', line: { key: 'netProfit', label: 'Net profit', amounts: ['-1500.00', '200.00'] }, emphasis: 'grand' },
] as StatementPart[];

afterEach(onADesktop);

const cellOf = (text: string) => screen.getByText(text).closest('td')!;

describe('StatementTable', () => {
  it('keeps each label in place on a phone, and each amount on one line', async () => {
    onAPhone();
    renderWithProviders(<StatementTable label="Profit and loss" columns={['This month', 'Last month']} parts={PARTS} />);
    await screen.findByRole('table', { name: 'Profit and loss' });
    expect(cellOf('Sales: products').style.position).toBe('sticky');
    expect(cellOf('Net profit').style.position).toBe('sticky');
    expect(cellOf('(₦1,500.00)').style.whiteSpace).toBe('nowrap');
  });

  it('scrolls as one table on a wider screen', async () => {
    renderWithProviders(<StatementTable label="Profit and loss" columns={['This month', 'Last month']} parts={PARTS} />);
    await screen.findByRole('table', { name: 'Profit and loss' });
    expect(cellOf('Sales: products').style.position).toBe('');
  });
});
