import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { CurrentUserProvider, type ShellUser } from '../../../lib/current-user.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { CreateProductDialog } from './create-product-dialog.js';

const STOP = 'POST /api/v1/auth/tours/createProduct/stop';

function renderDialog(createProduct: 'active' | 'stopped') {
  const stub = stubFetch({
    'GET /api/v1/inventories/sku': () => ({ status: 200, body: { success: true, data: 'PRD-000012' } }),
    'GET /api/v1/categories': () => ({ status: 200, body: { success: true, data: [] } }),
    'GET /api/v1/brands': () => ({ status: 200, body: { success: true, data: [] } }),
    [STOP]: () => ({ status: 200, body: { success: true, data: { tour: 'createProduct', status: 'stopped' } } }),
  });
  const user = { ...userData(), tours: { dashboard: 'stopped', createProduct } } as unknown as ShellUser;
  render(
    <AppProvider queryClient={createTestQueryClient()} env="test">
      <CurrentUserProvider user={user}>
        <CreateProductDialog opened onClose={() => undefined} />
      </CurrentUserProvider>
    </AppProvider>,
  );
  return stub;
}

describe('the create-product tour (spec 001)', () => {
  it('starts when the dialog opens with the tour active, walks the tabs and fields, and stops on Finish', async () => {
    const stub = renderDialog('active');
    expect((await screen.findByRole('dialog', { name: 'Tour: What you are adding' })).textContent).toContain('Step 1 of 4');
    for (const title of ['Name and SKU', 'Prices and stock', 'Save']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('dialog', { name: `Tour: ${title}` });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(stub.requestsTo(STOP)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
    expect(screen.getByRole('form', { name: 'Create product' })).toBeTruthy();
  });

  it('does not start when the tour is stopped', async () => {
    const stub = renderDialog('stopped');
    await screen.findByRole('form', { name: 'Create product' });
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
    expect(stub.requestsTo(STOP)).toHaveLength(0);
  });
});
