// The import dialog against a stubbed fetch: upload, the review (rows and refused rows by line),
// then processing with a progress bar until the job is done.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { ImportProductsDialog } from './import-products-dialog.js';

const IMPORT_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const review = (job: unknown) => ({
  importId: IMPORT_ID,
  fileName: 'products.csv',
  type: 'PRODUCT',
  total: 3,
  products: [
    { line: 2, name: 'Rice 50kg', sku: 'RICE-50', quantity: '20', buyingPrice: '38000.00', sellingPrice: '45000.00' },
    { line: 4, name: 'Beans', sellingPrice: '900' },
  ],
  refused: [{ line: 3, reasons: ['Cost price is required'] }],
  job,
});

function chooseFile(name = 'products.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['Name,Selling Price\nRice,1\n'], name, { type: 'text/csv' })] } });
}

describe('ImportProductsDialog', () => {
  it('uploads, shows the rows and the refused ones by line, and processes them with progress', async () => {
    let polls = 0;
    let processing = false;
    const stub = stubFetch({
      'POST /api/v1/inventories/import/csv': () => ({ status: 201, body: { success: true, data: review(null) } }),
      'GET /api/v1/inventories/import/csv': () => {
        if (!processing) return { status: 200, body: { success: true, data: review(null) } };
        polls += 1;
        const job =
          polls < 2
            ? { jobId: '7', state: 'active', progress: { processed: 1, total: 3, percent: 33 }, result: null, error: null }
            : {
                jobId: '7',
                state: 'completed',
                progress: { processed: 3, total: 3, percent: 100 },
                result: { total: 3, imported: 2, alreadyImported: 0, refused: [{ line: 3, reasons: ['Cost price is required'] }] },
                error: null,
              };
        return { status: 200, body: { success: true, data: review(job) } };
      },
      'POST /api/v1/inventories/import/csv/process': () => {
        processing = true;
        return {
          status: 202,
          body: {
            success: true,
            message: 'Import success, please hold while we complete you request.',
            data: review({ jobId: '7', state: 'waiting', progress: { processed: 0, total: 0, percent: 0 }, result: null, error: null }),
          },
        };
      },
    });
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <ImportProductsDialog opened onClose={() => undefined} />
      </AppProvider>,
    );
    expect(screen.getByRole('link', { name: /Download the CSV template/ }).getAttribute('href')).toBe('/api/v1/inventories/import/template/download');
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Template' }));

    const table = await screen.findByRole('table', { name: 'Rows to import' });
    expect(within(table).getByText('Rice 50kg')).toBeTruthy();
    expect(within(table).getByText('next free SKU')).toBeTruthy();
    // Prices as money in the business's currency (naira by default), figures right-aligned under their headers.
    const rice = within(table).getByText('Rice 50kg').closest('tr') as HTMLTableRowElement;
    expect([...rice.cells].map((cell) => cell.textContent)).toEqual(['2', 'Rice 50kg', 'RICE-50', '20', '₦38,000.00', '₦45,000.00']);
    expect(within(table).getByText('₦900.00').style.textAlign).toBe('right');
    for (const header of ['Quantity', 'Buying price', 'Selling price'])
      expect(within(table).getByRole('columnheader', { name: header }).style.textAlign).toBe('right');
    expect(
      within(screen.getByRole('list', { name: 'Refused rows' }))
        .getByText(/Cost price is required/)
        .closest('li')?.textContent,
    ).toBe('Line 3: Cost price is required');
    expect(screen.getByText('1 row will not be imported')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 products' }));
    await waitFor(() => expect(stub.requestsTo('POST /api/v1/inventories/import/csv/process')).toHaveLength(1));
    expect(stub.requestsTo('POST /api/v1/inventories/import/csv/process')[0].query).toEqual({ importId: IMPORT_ID });
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
    expect(await screen.findByText('Import finished', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/2 created, 1 refused/)).toBeTruthy();
  }, 20_000);

  it('lists why a file cannot be read and keeps the dialog open', async () => {
    stubFetch({
      'POST /api/v1/inventories/import/csv': () => ({
        status: 400,
        body: {
          success: false,
          code: 'IMPORT_FILE_UNREADABLE',
          message: 'The first line must be the header, with at least the columns Name, Selling Price',
          errors: [{ field: 'imageFile', message: 'line 1: the header has no Selling Price column' }],
        },
      }),
    });
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <ImportProductsDialog opened onClose={() => undefined} />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload Template' }));
    expect(await screen.findByText('Choose a CSV file to import')).toBeTruthy();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Template' }));
    expect(await screen.findByText('line 1: the header has no Selling Price column')).toBeTruthy();
  });
});
