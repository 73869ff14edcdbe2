// The journal entry form (/journal-entry) in the real app against a stubbed fetch: Post stays off
// until debits equal credits, the running difference shows, a contact is asked for on payables,
// the body sent is decimal strings, and a refusal from the server shows beside its line.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const BANK = '7b0c3a52-1d2e-4f60-9a8b-0c1d2e3f4a5b';
const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const ACCOUNTS = {
  accounts: [
    { code: '1000', name: 'Cash on hand', type: 'asset', needsContact: false },
    { code: '1010', name: 'Cash at bank', type: 'asset', needsContact: false },
    { code: '1200', name: 'Inventory: goods for sale', type: 'asset', needsContact: false, notPostable: 'Use stock adjustments' },
    { code: '2000', name: 'Trade payables (creditors)', type: 'liability', needsContact: true },
    { code: '6050', name: 'Rent', type: 'expense', needsContact: false },
  ],
  bankAccounts: [{ id: BANK, name: 'GTBank', accountNumber: '0123456789' }],
};
const POST = 'POST /api/v1/accounting/journal-entries';

function stubJournal(routes: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [CURRENT_USER]: () => signedIn({ businessPlan: 'Professional Plan' }),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounting/journal-accounts': () => ok(ACCOUNTS),
    'GET /api/v1/accounting/journal-entries': () => ({ status: 200, body: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } }),
    ...routes,
  });
}

/** The options of one line's account picker (every line's picker keeps its own list). */
async function openAccounts(line: number) {
  const picker = screen.getByRole('combobox', { name: `Account of line ${line}` });
  fireEvent.click(picker);
  await waitFor(() => expect(picker.getAttribute('aria-controls')).toBeTruthy());
  return within(document.getElementById(picker.getAttribute('aria-controls')!)!);
}
async function chooseAccount(line: number, name: string) {
  const options = await openAccounts(line);
  await act(async () => fireEvent.click(await options.findByRole('option', { name, hidden: true })));
}
const type = (label: string, value: string) => act(async () => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } }));
const postButton = () => screen.getByRole('button', { name: 'Post journal' }) as HTMLButtonElement;

describe('Journal entry form', () => {
  it('keeps Post off until debits equal credits, showing the difference, then posts decimal strings', async () => {
    const network = stubJournal({
      [POST]: () => ({
        status: 201,
        body: { success: true, message: 'Journal entry posted', data: { id: 'je-1', reference: 'JE-0001', total: '1500.00', position: '9' } },
      }),
    });
    renderApp('/journal-entry');
    await screen.findByRole('table', { name: 'Journal lines' });
    expect(postButton().disabled).toBe(true);

    await chooseAccount(1, '6050 · Rent');
    await type('Debit of line 1', '1,500');
    await chooseAccount(2, '1010 · Cash at bank · GTBank');
    await type('Credit of line 2', '1000.5');
    expect(screen.getByTestId('total-debits').textContent).toBe('₦1,500.00');
    expect(screen.getByTestId('total-credits').textContent).toBe('₦1,000.50');
    expect(screen.getByTestId('difference').textContent).toBe('Difference ₦499.50: debits are more');
    expect(postButton().disabled).toBe(true);

    await type('Credit of line 2', '1500');
    expect(screen.getByTestId('difference').textContent).toBe('Balanced: debits equal credits');
    expect(postButton().disabled).toBe(false);
    await type('Memo', 'Rent for November');
    await act(async () => fireEvent.click(postButton()));

    await waitFor(() => expect(network.requestsTo(POST)).toHaveLength(1));
    const [request] = network.requestsTo(POST);
    expect(request.body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      memo: 'Rent for November',
      lines: [
        { account: '6050', debit: '1500.00' },
        { account: BANK, credit: '1500.00' },
      ],
    });
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the sub-ledgers’ accounts without letting them be chosen, asks for the contact on payables, and shows the server’s refusal', async () => {
    const network = stubJournal({
      [POST]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Line 2: the contact is not one of the business’s contacts',
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'lines[1].debit', message: 'Line 2: not allowed here' }],
        },
      }),
    });
    renderApp('/journal-entry');
    await screen.findByRole('table', { name: 'Journal lines' });
    const inventory = await (await openAccounts(1)).findByRole('option', { name: '1200 · Inventory: goods for sale (not by journal)', hidden: true });
    expect(inventory.getAttribute('data-combobox-disabled') ?? inventory.getAttribute('aria-disabled')).toBeTruthy();

    await chooseAccount(1, '1000 · Cash on hand');
    await type('Debit of line 1', '200');
    await chooseAccount(2, '2000 · Trade payables (creditors)');
    await type('Credit of line 2', '200');
    expect(screen.getByRole('textbox', { name: /^Contact of line 2/ })).toBeTruthy();
    expect(postButton().disabled).toBe(false);
    await act(async () => fireEvent.click(postButton()));
    expect(await screen.findByText('Choose the contact')).toBeTruthy();
    expect(network.requestsTo(POST)).toHaveLength(0);

    await chooseAccount(2, '6050 · Rent');
    await act(async () => fireEvent.click(postButton()));
    expect(await screen.findByText('Line 2: the contact is not one of the business’s contacts')).toBeTruthy();
    expect(screen.getByText('Line 2: not allowed here')).toBeTruthy();
  });
});

describe('Journal entries of a business that has posted none (/accounting/view)', () => {
  it('offers the owner to enter opening balances or a first journal, from the empty list itself', async () => {
    stubJournal();
    renderApp('/accounting/view');
    expect(await screen.findByText('No journal entries yet')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Journal entries' });
    expect(within(table).getByRole('link', { name: 'Enter opening balances' }).getAttribute('href')).toBe('/accounting/opening-balance');
    expect(within(table).getByRole('link', { name: 'New journal entry' }).getAttribute('href')).toBe('/journal-entry');
  });

  it('offers a member who reads the journals nothing to post (posting is the owner’s or an admin’s)', async () => {
    stubJournal({ [CURRENT_USER]: () => signedIn({ role: 'member', rolePermissions: [15], businessPlan: 'Professional Plan' }) });
    renderApp('/accounting/view');
    expect(await screen.findByText('No journal entries yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Enter opening balances' })).toBeNull();
  });

  it('says a period without entries is empty, and sends to no first step', async () => {
    stubJournal();
    renderApp('/accounting/view?startDate=2026-11-01&endDate=2026-11-30');
    expect(await screen.findByText('No journal entries in this period')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Journal entries' })).queryByRole('link', { name: 'New journal entry' })).toBeNull();
  });
});
