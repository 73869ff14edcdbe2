// Import statement, from the bank statements screen against a stubbed fetch: what the dialog says of
// the file, its sample CSV, the multipart form sent (account, file, closing balance when typed), the
// success notice, the server's row errors, and the closing balance a file without Balance column needs.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, openScreen, statementSummary } from '../testing.js';
import { SAMPLE_STATEMENT_CSV } from './import-statement-dialog.js';

const IMPORT = 'POST /api/v1/bank-statements';
const CSV = 'Date,Description,Debit,Credit,Balance\n03/11/2026,POS sale,,12500.00,22500.00\n';

const choose = (file: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });

async function openDialog(routes: Parameters<typeof openScreen>[1] = {}) {
  const view = openScreen('/bank-statement', { 'GET /api/v1/bank-statements': () => ok([]), ...routes });
  fireEvent.click((await screen.findAllByRole('button', { name: 'Import statement' }))[0]!);
  const dialog = within(await screen.findByRole('dialog', { name: 'Import statement' }));
  return { ...view, dialog };
}

describe('Import statement', () => {
  it('says which columns it reads, and offers a sample CSV built in the browser', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getByText(/GTBank · 0123456789/)).toBeTruthy();
    expect(dialog.getByText(/day first, as 05\/11\/2026/)).toBeTruthy();
    const sample = dialog.getByRole('link', { name: 'Download a sample CSV' });
    expect(sample.getAttribute('download')).toBe('bank-statement-sample.csv');
    expect(decodeURIComponent(sample.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''))).toBe(SAMPLE_STATEMENT_CSV);
    expect(SAMPLE_STATEMENT_CSV.split('\r\n')[0]).toBe('Date,Description,Reference,Debit,Credit,Balance');
  });

  it('asks for a file before sending anything', async () => {
    const { dialog, stub } = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Import' }));
    expect(await dialog.findByText('Choose a CSV file to import')).toBeTruthy();
    expect(stub.requestsTo(IMPORT)).toHaveLength(0);
  });

  it('sends the account and the file, says how many lines were imported and skipped, and opens the statement', async () => {
    let imported = false;
    const { dialog, stub, router } = await openDialog({
      'GET /api/v1/bank-statements': () => ok(imported ? [statementSummary({ statementId: 'st-9' })] : []),
      'GET /api/v1/bank-statements/st-9': () => ok({ ...statementSummary({ statementId: 'st-9' }), lines: [] }),
      [IMPORT]: () => {
        imported = true;
        return { status: 201, body: { success: true, data: { statementId: 'st-9', lines: 4, skipped: 2, startDate: '2026-11-01', endDate: '2026-11-30' } } };
      },
    });
    choose(new File([CSV], 'gtbank-november.csv', { type: 'text/csv' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Import' })));

    await waitFor(() => expect(stub.requestsTo(IMPORT)).toHaveLength(1));
    const [request] = stub.requestsTo(IMPORT);
    const form = request!.body as FormData;
    expect(form.get('bankAccountId')).toBe('bank-1');
    expect((form.get('statement') as File).name).toBe('gtbank-november.csv');
    expect(form.has('closingBalance')).toBe(false);
    expect(request!.headers['idempotency-key']).toBeTruthy();

    expect(await screen.findByText('4 lines imported, 01/11/2026 – 30/11/2026; 2 already imported were skipped.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import statement' })).toBeNull());
    await waitFor(() => expect(router.state.location.search).toBe('?statement=st-9'));
    expect(await screen.findByRole('table', { name: 'Statements' })).toBeTruthy();
  });

  it('lists each row the server could not read, and keeps the dialog open', async () => {
    const { dialog } = await openDialog({
      [IMPORT]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'STATEMENT_INVALID',
          message: 'Row 7: "31/02/2026" is not a date (DD/MM/YYYY) (and 1 more)',
          errors: [
            { field: 'statement', row: 7, message: 'Row 7: "31/02/2026" is not a date (DD/MM/YYYY)' },
            { field: 'statement', row: 9, message: 'Row 9: both Debit and Credit are filled' },
          ],
        },
      }),
    });
    choose(new File([CSV], 'gtbank-november.csv', { type: 'text/csv' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Import' })));

    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText('The statement was not imported')).toBeTruthy();
    expect(alert.getByText('Fix these in the file (or enter what it lacks), then import it again:')).toBeTruthy();
    expect(alert.queryByText(/and 1 more/)).toBeNull();
    const rows = within(alert.getByRole('list', { name: 'Rows to fix' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(['Row 7: "31/02/2026" is not a date (DD/MM/YYYY)', 'Row 9: both Debit and Credit are filled']);
    expect(screen.getByRole('dialog', { name: 'Import statement' })).toBeTruthy();
  });

  it('asks for the closing balance when the file has no Balance column, and sends it typed with commas', async () => {
    let calls = 0;
    const { dialog, stub } = await openDialog({
      [IMPORT]: () => {
        calls += 1;
        return calls === 1
          ? {
              status: 400,
              body: {
                success: false,
                code: 'STATEMENT_INVALID',
                message: 'The statement could not be read',
                errors: [{ field: 'statement', row: null, message: 'The statement has no Balance column: enter its closing balance' }],
              },
            }
          : { status: 201, body: { success: true, data: { statementId: 'st-9', lines: 1, skipped: 0, startDate: '2026-11-03', endDate: '2026-11-03' } } };
      },
    });
    choose(new File(['Date,Description,Amount\n03/11/2026,POS sale,12500.00\n'], 'no-balance.csv', { type: 'text/csv' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Import' })));
    expect(await dialog.findByText('This file has no Balance column: enter its closing balance')).toBeTruthy();

    const closing = dialog.getByRole('textbox', { name: /Closing balance/ });
    fireEvent.change(closing, { target: { value: '12.5.0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Import' }));
    expect(await dialog.findByText(/An amount such as 54,447.50/)).toBeTruthy();
    expect(stub.requestsTo(IMPORT)).toHaveLength(1);

    fireEvent.change(closing, { target: { value: '22,500.00' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Import' })));
    await waitFor(() => expect(stub.requestsTo(IMPORT)).toHaveLength(2));
    expect((stub.requestsTo(IMPORT)[1]!.body as FormData).get('closingBalance')).toBe('22500.00');
    expect(await screen.findByText('1 line imported, 03/11/2026 – 03/11/2026.')).toBeTruthy();
  });

  it('shows the server’s refusal of a statement already imported', async () => {
    const { dialog } = await openDialog({
      [IMPORT]: () => ({
        status: 409,
        body: { success: false, code: 'STATEMENT_ALREADY_IMPORTED', message: 'Every line of this statement has already been imported' },
      }),
    });
    choose(new File([CSV], 'gtbank-november.csv', { type: 'text/csv' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Import' })));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText('Could not import the statement')).toBeTruthy();
    expect(alert.getByText('Every line of this statement has already been imported')).toBeTruthy();
  });
});
