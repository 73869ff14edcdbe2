// CreateMoneyInTransaction page: the MoneyInForm and the BalancesCard together, against a
// stubbed fetch (the network boundary). Everything from the api client up is the real code.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const BALANCES = 'GET /api/v1/accounts/balancedetails';
const MONEY_IN = 'POST /api/v1/transactions/money-in';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function balances(cash: string, bank: string, total: string): StubResponse {
  return {
    status: 200,
    body: {
      success: true,
      data: {
        currency: 'NGN',
        total,
        accounts: [
          { id: 'cash', code: '1000', name: 'Cash on hand', balance: cash },
          { id: 'bank-gtb-1', code: '1010', name: 'GTBank', balance: bank },
        ],
      },
    },
  };
}

const recorded: StubResponse = {
  status: 201,
  body: {
    success: true,
    message: 'Money in recorded successfully',
    data: { id: 'txn-1', reference: 'MI-0001', position: '42' },
  },
};

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
}

function balanceOf(accountName: RegExp | string) {
  const table = screen.getByRole('table', { name: 'Account balances' });
  const row = within(table).getByRole('rowheader', { name: accountName }).closest('tr')!;
  return row.querySelector('td')!.textContent;
}

/** The text of the error shown under a field, found the way a screen reader finds it. */
function errorUnder(label: string) {
  const describedBy = field(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
    .trim();
}

async function openPageWithAccountsLoaded() {
  renderApp('/transactions/create-money-in');
  await screen.findByRole('option', { name: 'GTBank' });
}

function fillForm(values: { date?: string; amount: string; subtype: string; account: string; description?: string }) {
  if (values.date) fireEvent.change(field('Date'), { target: { value: values.date } });
  fireEvent.change(field('Amount (₦)'), { target: { value: values.amount } });
  fireEvent.change(field('Money from'), { target: { value: values.subtype } });
  fireEvent.change(field('Paid into'), { target: { value: values.account } });
  if (values.description !== undefined) fireEvent.change(field('Description'), { target: { value: values.description } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: /record money in|processing/i }));
}

describe('CreateMoneyInTransaction page', () => {
  it('preselects the subtype the Quick Action link names, and ignores one the form does not offer', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [BALANCES]: () => balances('0.00', '0.00', '0.00'),
    });
    const first = renderApp('/transactions/create-money-in?type=inflows&subtype=capital&direct=true');
    await screen.findByRole('option', { name: 'GTBank' });
    expect(field('Money from').value).toBe('capital');
    first.unmount();

    renderApp('/transactions/create-money-in?subtype=debt_repayment');
    await screen.findByRole('option', { name: 'GTBank' });
    expect(field('Money from').value).toBe('');
  });

  it('sends the money in with its idempotency key, shows the server message and the new balances', async () => {
    const response = deferred<StubResponse>();
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [BALANCES]: () => balances('1000.00', '1500.00', '2500.00'),
      [MONEY_IN]: () => response.promise,
    });
    await openPageWithAccountsLoaded();
    expect(balanceOf(/Cash on hand/)).toBe('₦1,000.00');
    expect(balanceOf('Total')).toBe('₦2,500.00');

    fillForm({ date: '2025-03-31', amount: '2,500', subtype: 'capital', account: 'cash', description: "Owner's capital" });
    network.on(BALANCES, () => balances('3500.00', '1500.00', '5000.00'));
    submit();

    // While the server works: the button says so and cannot be pressed twice.
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    const [sent] = network.requestsTo(MONEY_IN);
    expect(sent.body).toEqual({
      date: '2025-03-31',
      amount: '2500.00',
      subtype: 'capital',
      account: 'Cash',
      description: "Owner's capital",
    });
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['idempotency-key']).toMatch(UUID);

    response.resolve(recorded);

    expect((await screen.findByText('Money in recorded successfully')).closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    await waitFor(() => expect(balanceOf(/Cash on hand/)).toBe('₦3,500.00'));
    expect(balanceOf('Total')).toBe('₦5,000.00');
    await screen.findByRole('button', { name: 'Record money in' });

    // The refetch asked the server to wait for the write it just made (read-your-writes).
    const balanceReads = network.requestsTo(BALANCES);
    expect(balanceReads[0].headers['x-consistent-after']).toBeUndefined();
    expect(balanceReads.at(-1)?.headers['x-consistent-after']).toBe('42');

    // Ready for the next receipt: amount and description cleared, the rest kept.
    expect(field('Amount (₦)').value).toBe('');
    expect(field('Description').value).toBe('');
    expect(field('Paid into').value).toBe('cash');
  });

  it('shows the field errors of a 400 under their fields and the message in a red alert', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [BALANCES]: () => balances('1000.00', '1500.00', '2500.00'),
      [MONEY_IN]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Please correct the highlighted fields.',
          code: 'VALIDATION_FAILED',
          errors: [
            { field: 'date', message: 'The date cannot be in the future.' },
            { field: 'amount', message: 'Amount is above the allowed limit.' },
          ],
        },
      }),
    });
    await openPageWithAccountsLoaded();

    fillForm({ date: '2099-01-01', amount: '999999999999', subtype: 'loan', account: 'bank-gtb-1' });
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please correct the highlighted fields.');
    expect(alert.getAttribute('data-tone')).toBe('error');
    expect(errorUnder('Date')).toBe('The date cannot be in the future.');
    expect(errorUnder('Amount (₦)')).toBe('Amount is above the allowed limit.');
    expect(field('Amount (₦)').getAttribute('aria-invalid')).toBe('true');
    expect(network.requestsTo(MONEY_IN)[0].body).toMatchObject({ account: 'bank-gtb-1', subtype: 'loan' });

    // Nothing was recorded, so the balances were not refetched.
    expect(network.requestsTo(BALANCES)).toHaveLength(1);

    // Editing a field clears its error, and only its error.
    fireEvent.change(field('Amount (₦)'), { target: { value: '100' } });
    expect(errorUnder('Amount (₦)')).toBe('');
    expect(errorUnder('Date')).toBe('The date cannot be in the future.');
  });

  it('reuses the idempotency key when the same submission is retried, and takes a new one for the next', async () => {
    let attempts = 0;
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [BALANCES]: () => balances('1000.00', '1500.00', '2500.00'),
      [MONEY_IN]: () => (++attempts === 1 ? { status: 503, body: { success: false, message: 'Service unavailable', code: 'UNAVAILABLE' } } : recorded),
    });
    await openPageWithAccountsLoaded();

    fillForm({ amount: '500', subtype: 'other_income', account: 'cash' });
    submit();
    await screen.findByText('Service unavailable');
    submit();
    await screen.findByText('Money in recorded successfully');

    fillForm({ amount: '500', subtype: 'other_income', account: 'cash' });
    submit();
    await waitFor(() => expect(network.requestsTo(MONEY_IN)).toHaveLength(3));

    const [failed, retried, next] = network.requestsTo(MONEY_IN).map((request) => request.headers['idempotency-key']);
    expect(retried).toBe(failed);
    expect(next).not.toBe(failed);
  });

  it('checks the obvious before sending anything', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [BALANCES]: () => balances('0.00', '0.00', '0.00'),
    });
    await openPageWithAccountsLoaded();

    fillForm({ amount: '12.345', subtype: '', account: '' });
    submit();

    expect(errorUnder('Amount (₦)')).toBe('Use at most two decimal places (kobo).');
    expect(errorUnder('Money from')).toBe('Choose where the money came from.');
    expect(errorUnder('Paid into')).toBe('Choose the account the money went into.');
    expect(network.requestsTo(MONEY_IN)).toHaveLength(0);

    fireEvent.change(field('Amount (₦)'), { target: { value: '0' } });
    submit();
    expect(errorUnder('Amount (₦)')).toBe('Enter an amount greater than zero, e.g. 1500.00.');
  });

  it('offers the sources that need a contact only as disabled options', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [BALANCES]: () => balances('0.00', '0.00', '0.00'),
    });
    await openPageWithAccountsLoaded();

    const option = (value: string) => field('Money from').querySelector<HTMLOptionElement>(`option[value="${value}"]`)!;
    expect(option('capital').disabled).toBe(false);
    expect(option('capital').textContent).toBe("Capital (owner's money)");
    expect(option('debt_repayment').disabled).toBe(true);
    expect(option('customer_deposit').disabled).toBe(true);
  });
});
