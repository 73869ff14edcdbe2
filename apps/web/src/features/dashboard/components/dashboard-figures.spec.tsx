// The dashboard's figures and revenue graph on a new business: nothing recorded is neither a loss nor
// a chart of flat lines under a made-up axis.

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import type { DashboardSummary, TodayOverview } from '../api.js';
import { RevenueGraph } from './revenue-graph.js';
import { SummaryCards } from './summary-cards.js';

const settings = () => stubFetch({ 'GET /api/v1/accounts/settings': () => ({ status: 200, body: { success: true, data: { currency: 'NGN' } } }) });

const summary = (profitability: string) =>
  ({ totalRevenue: '0.00', totalExpense: '0.00', totalInventory: '0.00', profitability, stats: { receivablesAmount: '0.00' } }) as unknown as DashboardSummary;

const overview = (sales: string[]) =>
  ({ monthsLabel: ['2026-11-25', '2026-11-26', '2026-11-27'], data: [sales, ['0.00', '0.00', '0.00'], ['0.00', '0.00', '0.00']] }) as unknown as TodayOverview;

const renderIn = (ui: ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('dashboard figures', () => {
  it('calls nothing yet a net profit of zero, not a net loss', async () => {
    settings();
    renderIn(<SummaryCards summary={summary('0.00')} receivables={undefined} />);
    expect(await screen.findByText('Net Profit')).toBeTruthy();
    expect(screen.queryByText('Net Loss')).toBeNull();
  });

  it('names each card by what it shows, figure included: a label alone hid the amount from a screen reader', async () => {
    settings();
    renderIn(<SummaryCards summary={{ ...summary('0.00'), totalRevenue: '1500.00' }} receivables={undefined} />);
    const revenue = await screen.findByRole('link', { name: /^Total Revenue/ });
    await screen.findByText('₦1,500.00');
    expect(revenue.getAttribute('aria-label')).toBeNull();
    expect(revenue.textContent).toContain('₦1,500.00');
  });

  it('calls a negative result a net loss', async () => {
    settings();
    renderIn(<SummaryCards summary={summary('-2500.00')} receivables={undefined} />);
    expect(await screen.findByText('Net Loss')).toBeTruthy();
  });
});

describe('revenue graph', () => {
  it('says the period has nothing in it instead of drawing flat lines', async () => {
    settings();
    renderIn(<RevenueGraph overview={overview(['0.00', '0.00', '0.00'])} isError={false} drawCharts />);
    expect(await screen.findByText('No sales, expenses or purchases in this period yet.')).toBeTruthy();
    expect(screen.queryByTestId('chart-skeleton')).toBeNull();
  });

  it('draws the plot once there is something to draw', async () => {
    settings();
    renderIn(<RevenueGraph overview={overview(['0.00', '4500.00', '0.00'])} isError={false} drawCharts />);
    await screen.findByText('Revenue');
    expect(screen.queryByText(/in this period yet/)).toBeNull();
  });
});
