// The production list's paging against a stubbed fetch: no pages under an empty list or a list of one
// page, the pages (and how many batches in all) when there are more.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { ProductionDashboard } from './production-dashboard.js';

const SUMMARY = { records: 0, rawMaterialsValue: '0.00', workInProgress: '0.00', outputValue: '0.00' };

const record = (n: number) => ({
  id: `wip-${n}`,
  type: 'wip',
  reference: `WIP-${String(n).padStart(4, '0')}`,
  date: '2026-11-20',
  currency: 'NGN',
  amount: '1500.00',
  inputValue: '1500.00',
  additionalCosts: '250.00',
  outputValue: '1750.00',
  materials: [],
  lines: [],
  position: String(n),
});

function stubProduction(total: number) {
  return stubFetch({
    'GET /api/v1/production/summary': () => ({ status: 200, body: { success: true, data: { ...SUMMARY, records: total } } }),
    'GET /api/v1/accounts/settings': () => ({ status: 200, body: { success: true, data: { wipStatus: false } } }),
    'GET /api/v1/production': ({ query }) => {
      const page = Number(query.page);
      const rows = Array.from({ length: Math.max(0, Math.min(25, total - (page - 1) * 25)) }, (_, i) => record((page - 1) * 25 + i + 1));
      return { status: 200, body: { success: true, data: rows, page, limit: 25, skip: (page - 1) * 25, total } };
    },
  });
}

const renderDashboard = () =>
  renderWithProviders(
    <MemoryRouter>
      <ProductionDashboard />
    </MemoryRouter>,
  );

describe('Production: the list of batches', () => {
  it('shows no paging under "No production yet."', async () => {
    stubProduction(0);
    renderDashboard();
    await screen.findByText('No production yet.');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText(/page 1 of/)).toBeNull();
  });

  it('shows no paging when the batches fit on one page, and the amounts right-aligned', async () => {
    stubProduction(3);
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Production batches' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText(/page 1 of/)).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Value' }).style.textAlign).toBe('right');
    expect(within(table).getAllByText('₦1,750.00')[0].style.textAlign).toBe('right');
  });

  it('pages through more than one page', async () => {
    const stub = stubProduction(30);
    renderDashboard();
    await screen.findByText('30 in all · page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('30 in all · page 2 of 2');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Production batches' })).getAllByRole('row')).toHaveLength(6));
    expect(stub.requestsTo('GET /api/v1/production').map((request) => request.query.page)).toEqual(['1', '2']);
  });

  it('opens a batch’s details with its quantities grouped in thousands, each figure labelled for the phone’s cards', async () => {
    stubFetch({
      'GET /api/v1/production/summary': () => ({ status: 200, body: { success: true, data: { ...SUMMARY, records: 1 } } }),
      'GET /api/v1/accounts/settings': () => ({ status: 200, body: { success: true, data: { wipStatus: false } } }),
      'GET /api/v1/production': () => ({
        status: 200,
        body: {
          success: true,
          data: [{ ...record(1), materials: [{ id: 'rm-1', name: 'Flour', quantity: '1200', cost: '1500.00' }] }],
          page: 1,
          limit: 25,
          skip: 0,
          total: 1,
        },
      }),
    });
    renderDashboard();
    const table = await screen.findByRole('table', { name: 'Production batches' });
    const row = within(table).getByText('WIP-0001').closest('tr')!;
    expect(row.querySelector('td[data-label="Value"]')!.textContent).toBe('₦1,750.00');
    fireEvent.click(row);
    expect(await within(table).findByText('In: 1,200 × Flour (₦1,500.00)')).toBeTruthy();
  });

  it('says production is not on the plan, with the way to the plans, instead of two load failures and forms the server refuses', async () => {
    const locked = {
      status: 403,
      body: { success: false, code: 'PLAN_FEATURE_UNAVAILABLE', message: 'This feature is not available on free plan. Upgrade to unlock!' },
    };
    stubFetch({
      'GET /api/v1/production/summary': () => locked,
      'GET /api/v1/accounts/settings': () => ({ status: 200, body: { success: true, data: { wipStatus: false } } }),
      'GET /api/v1/production': () => locked,
    });
    renderDashboard();
    await screen.findByText('Production is not on your plan');
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/plans');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Production Batch' })).toBeNull();
  });
});
