// The asset details page in the real app against a stubbed fetch: archiving is asked before it is
// done (one click archived the asset before), the log is labelled for the phone's cards, and a
// failed read says so with a retry.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const ASSET_ID = '5e0c8d1a-3b2f-4c6d-9e8f-7a6b5c4d3e2f';
const DETAIL = `GET /api/v1/assets/${ASSET_ID}`;
const LOG = `GET /api/v1/assets/${ASSET_ID}/transactions/logs`;
const ARCHIVE = `GET /api/v1/assets/${ASSET_ID}/archive`;
const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

const ASSET = {
  _id: ASSET_ID,
  tag: 'AST-000001',
  name: 'Delivery van',
  group: 'Licensed Vehicles',
  category: 'Vans',
  lifespan: 48,
  purchasePrice: '4500000.00',
  salvageValue: '500000.00',
  currency: 'NGN',
  qty_in_stock: '1',
  cost: '4500000.00',
  monthlyDepreciation: '83333.33',
  accumulatedDepreciation: '0.00',
  netBookValue: '4500000.00',
};
const BOUGHT = { _id: 't-1', date: '2026-11-27', reference: 'H8KMP4', type: 'asset_buy', entityName: 'Halima Danjuma', quantity: '1', amount: '4500000.00' };

describe('Asset details', () => {
  it('asks before archiving, and archives only when confirmed', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [DETAIL]: () => ok(ASSET),
      [LOG]: () => ok([BOUGHT]),
      [ARCHIVE]: () => ok({ position: '12' }),
      'GET /api/v1/assets/getAssets': () => ok([]),
      'GET /api/v1/assets/summary': () => ok({ totalQuantity: 0, totalPurchaseCost: '0.00', totalPurchaseValue: '0.00' }),
    });
    renderApp(`/asset-management/${ASSET_ID}/detail`);
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this asset?' });
    expect(stub.requestsTo(ARCHIVE)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Archive this asset?' })).toBeNull());
    expect(stub.requestsTo(ARCHIVE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Archive Asset' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Archive this asset?' })).getByRole('button', { name: 'Archive Asset' }));
    await waitFor(() => expect(stub.requestsTo(ARCHIVE)).toHaveLength(1));
  });

  it('labels each value of the log for the phone’s cards', async () => {
    stubFetch({ [CURRENT_USER]: () => signedIn(), [DETAIL]: () => ok(ASSET), [LOG]: () => ok([BOUGHT]) });
    renderApp(`/asset-management/${ASSET_ID}/detail`);
    const log = await screen.findByRole('table', { name: 'Transaction log' });
    const row = within(log).getByText('H8KMP4').closest('tr')!;
    expect(row.querySelector('td[data-label="Type"]')!.textContent).toBe('Bought');
    expect(row.querySelector('td[data-label="Amount"]')!.textContent).toBe('₦4,500,000.00');
  });

  it('says when the asset cannot be loaded, and asks again on Try again', async () => {
    let calls = 0;
    stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [DETAIL]: () => (++calls === 1 ? { status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'The service is busy' } } : ok(ASSET)),
      [LOG]: () => ok([]),
    });
    renderApp(`/asset-management/${ASSET_ID}/detail`);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Delivery van' })).toBeTruthy();
  });
});
