// The transactions list's chart card: what it asks POST /transaction/graphdata for (the list's type
// and dates), and its states (a skeleton while loading or until the list is painted, the plot, an
// empty period, a quiet line on failure, a note where the filter has nothing to draw).

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { deferred, stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { quietChartSizeWarnings } from '../../../testing/chart-warnings.js';
import { renderWithProviders } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { CurrentUserProvider } from '../../../lib/current-user.js';
import { TransactionsRoute } from '../routes/transactions-list.js';
import { TransactionsGraph } from './transactions-graph.js';

const GRAPH = 'POST /api/v1/transaction/graphdata';
const ZERO = { sales: '0.00', purchases: '0.00', expenses: '0.00', moneyIn: '0.00', moneyOut: '0.00' };

const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const days = (rows: Record<string, string>[]) => ok(rows);

function renderCard(filter: { type?: string; startDate?: string; endDate?: string }, drawChart = true) {
  return renderWithProviders(<TransactionsGraph filter={filter} drawChart={drawChart} />);
}

const card = () => screen.getByRole('region', { name: 'Daily totals' });
const skeleton = () => within(card()).queryByTestId('transactions-graph-skeleton');

describe('the transactions graph card', () => {
  quietChartSizeWarnings();
  let logged: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('asks for the list’s type and dates, shows a skeleton while loading, then draws the days', async () => {
    const answer = deferred<StubResponse>();
    const stub = stubFetch({ [GRAPH]: () => answer.promise });
    renderCard({ type: 'sales', startDate: '2026-11-01', endDate: '2026-11-03' });
    await waitFor(() => expect(stub.requestsTo(GRAPH)).toHaveLength(1));
    expect(stub.requestsTo(GRAPH)[0]!.body).toEqual({ type: 'sales', startDate: '2026-11-01', endDate: '2026-11-03' });
    expect(skeleton()).not.toBeNull();

    await act(async () =>
      answer.resolve(
        days([
          { date: '2026-11-01', sales: '0.00' },
          { date: '2026-11-02', sales: '1500.50' },
          { date: '2026-11-03', sales: '0.00' },
        ]),
      ),
    );
    expect(await within(card()).findByText('01/11/2026 – 03/11/2026')).toBeTruthy();
    // The plot's chunk (recharts) arrives lazily; the skeleton holds its place until then.
    await waitFor(() => expect(card().querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(skeleton()).toBeNull();
    expect(within(card()).queryByText('Could not load the chart.')).toBeNull();
  });

  it('without dates asks for the default window (the last 30 days), every series', async () => {
    const stub = stubFetch({ [GRAPH]: () => days([{ date: '2026-11-30', ...ZERO, expenses: '20.00' }]) });
    renderCard({});
    await waitFor(() => expect(stub.requestsTo(GRAPH)).toHaveLength(1));
    expect(stub.requestsTo(GRAPH)[0]!.body).toEqual({});
    expect(within(card()).getByText('Last 30 days')).toBeTruthy();
    await waitFor(() => expect(card().querySelector('.recharts-responsive-container')).not.toBeNull());
  });

  it('keeps the skeleton until the list is painted, even with the figures in', async () => {
    const stub = stubFetch({ [GRAPH]: () => days([{ date: '2026-11-30', ...ZERO, sales: '10.00' }]) });
    renderCard({ startDate: '2026-11-30', endDate: '2026-11-30' }, false);
    await waitFor(() => expect(stub.requestsTo(GRAPH)).toHaveLength(1));
    expect(await within(card()).findByText('30/11/2026 – 30/11/2026')).toBeTruthy();
    expect(skeleton()).not.toBeNull();
    expect(card().querySelector('.recharts-responsive-container')).toBeNull();
  });

  it('says so when nothing was recorded on those days', async () => {
    stubFetch({
      [GRAPH]: () =>
        days([
          { date: '2026-11-01', ...ZERO },
          { date: '2026-11-02', ...ZERO },
        ]),
    });
    renderCard({ startDate: '2026-11-01', endDate: '2026-11-02' });
    expect(await within(card()).findByText('Nothing recorded on these days.')).toBeTruthy();
    expect(skeleton()).toBeNull();
    expect(card().querySelector('.recharts-responsive-container')).toBeNull();
  });

  it('fails quietly: one line, no alert, the server’s message in the console', async () => {
    stubFetch({ [GRAPH]: () => ({ status: 500, body: { success: false, code: 'INTERNAL', message: 'Something broke' } }) });
    renderCard({ startDate: '2026-11-01', endDate: '2026-11-02' });
    expect(await within(card()).findByText('Could not load the chart.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(skeleton()).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Something broke')));
  });

  it('asks nothing where the filter has nothing to draw: a type without a series, more than 366 days, dates the wrong way round', async () => {
    const stub = stubFetch({ [GRAPH]: () => days([]) });
    const { unmount } = renderCard({ type: 'transfer' });
    expect(within(card()).getByText('The chart shows sales, purchases, expenses and money in and out.')).toBeTruthy();
    unmount();
    const long = renderCard({ startDate: '2024-01-01', endDate: '2025-01-01' });
    expect(within(card()).getByText('The chart covers at most 366 days: narrow the dates to see it.')).toBeTruthy();
    long.unmount();
    renderCard({ startDate: '2026-11-02', endDate: '2026-11-01' });
    expect(within(card()).getByText('Pick a start date on or before the end date to see the chart.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stub.requestsTo(GRAPH)).toHaveLength(0);
  });

  it('on the transactions page, follows the type and dates in the address', async () => {
    const stub = stubFetch({
      'GET /api/v1/transactions': () => ok({ data: [], page: 1, limit: 25, total: 0, totalPages: 0 }),
      'GET /api/v1/transactions/summary': () =>
        ok({
          currency: 'NGN',
          from: '2026-11-01',
          to: '2026-11-02',
          sales: '0.00',
          purchases: '0.00',
          expenses: '0.00',
          inflows: '0.00',
          outflows: '0.00',
          transfers: '0.00',
          others: '0.00',
          count: 0,
        }),
      [GRAPH]: () => days([{ date: '2026-11-01', expenses: '0.00' }]),
    });
    renderWithProviders(
      <CurrentUserProvider user={userData()}>
        <MemoryRouter initialEntries={['/transactions?type=expenses&startDate=2026-11-01&endDate=2026-11-02&q=rent']}>
          <TransactionsRoute />
        </MemoryRouter>
      </CurrentUserProvider>,
    );
    await waitFor(() => expect(stub.requestsTo(GRAPH)).toHaveLength(1));
    expect(stub.requestsTo(GRAPH)[0]!.body).toEqual({ type: 'expenses', startDate: '2026-11-01', endDate: '2026-11-02' });
    expect(await within(card()).findByText('Nothing recorded on these days.')).toBeTruthy();
  });
});
