// The bulk-update dialog against a stubbed fetch: the button waits for a file, the inventory
// list downloads as CSV, a refused file lists its lines, a good one closes the dialog.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { BulkUpdateDialog } from './bulk-update-dialog.js';

function chooseFile() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['_id,quantity\np1,3\n'], 'inventory.csv', { type: 'text/csv' })] } });
}

function renderDialog() {
  let closed = 0;
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <BulkUpdateDialog opened onClose={() => (closed += 1)} />
    </AppProvider>,
  );
  return { closed: () => closed };
}

describe('BulkUpdateDialog', () => {
  it('keeps Update Inventory disabled until a file is chosen, offers the product list, and closes on success', async () => {
    const stub = stubFetch({
      'POST /api/v1/inventories/bulk-update': () => ({
        status: 200,
        body: { success: true, message: 'Inventory updated successfully', data: { updated: 1, stockAdjusted: 1, unchanged: 0 } },
      }),
    });
    const dialog = renderDialog();
    expect(screen.getByText('Do not change the column named _id.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download your product list as CSV/ }).getAttribute('href')).toBe('/api/v1/inventories/template/download');
    const button = screen.getByRole('button', { name: 'Update Inventory' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    chooseFile();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Update Inventory' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Update Inventory' }));
    await waitFor(() => expect(dialog.closed()).toBe(1));
    expect(stub.requestsTo('POST /api/v1/inventories/bulk-update')).toHaveLength(1);
  });

  it('lists the wrong lines of a refused file and stays open', async () => {
    stubFetch({
      'POST /api/v1/inventories/bulk-update': () => ({
        status: 400,
        body: {
          success: false,
          code: 'BULK_UPDATE_REFUSED',
          message: 'Nothing was updated: 1 row is wrong',
          errors: [{ field: 'line 3', message: 'line 3: there is no product with _id no-such-id' }],
        },
      }),
    });
    const dialog = renderDialog();
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Update Inventory' }));
    expect(await screen.findByText('line 3: there is no product with _id no-such-id')).toBeTruthy();
    expect(screen.getByText('Nothing was updated: 1 row is wrong')).toBeTruthy();
    expect(dialog.closed()).toBe(0);
  });
});
