// The Product with variants tab of the Create Product/Service dialog against a stubbed fetch: the
// SKUs it fills in (spec 001 §4), the rules of 001 §5, and what it sends.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { stubFetch, type FetchStub } from '../../../testing/fetch-stub.js';
import { createTestQueryClient } from '../../../testing/render.js';
import { CreateProductDialog } from '../components/create-product-dialog.js';

const CREATE = 'POST /api/v1/inventories';

function stubCatalogue(create?: () => { status: number; body: unknown }): FetchStub {
  return stubFetch({
    'GET /api/v1/inventories/sku': (request) => ({
      status: 200,
      body: {
        success: true,
        data: request.query.type === 'VARIANT' ? (request.query.base === 'PRD-000012' ? 'PRD-000013' : `${request.query.base}-1`) : 'PRD-000012',
      },
    }),
    'GET /api/v1/categories': () => ({
      status: 200,
      body: { success: true, data: [{ _id: 'c1', name: 'Clothing', description: null, createdAt: '2026-11-01T10:00:00Z' }] },
    }),
    'GET /api/v1/brands': () => ({ status: 200, body: { success: true, data: [] } }),
    [CREATE]:
      create ??
      ((request) => ({
        status: 201,
        body: { success: true, message: 'Product created successfully', data: { _id: 'p1', ...(request.body as object), position: '7' } },
      })),
  });
}

function renderVariantsTab() {
  let closed = 0;
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <CreateProductDialog opened initialTab="variants" onClose={() => (closed += 1)} />
    </AppProvider>,
  );
  return { closed: () => closed };
}

const variant = (n: number) => within(screen.getByRole('group', { name: `Variant ${n}` }));
const typeIn = (scope: ReturnType<typeof within>, label: RegExp, value: string) => fireEvent.change(scope.getByLabelText(label), { target: { value } });
const skuOf = (n: number) => (variant(n).getByLabelText(/^Variant SKU/) as HTMLInputElement).value;

describe('CreateProductDialog, Product with variants tab', () => {
  it('fills the parent’s SKU, the first variant’s with the next one, and each added variant with the next in turn', async () => {
    stubCatalogue();
    renderVariantsTab();
    await waitFor(() => expect((screen.getByLabelText(/^SKU/) as HTMLInputElement).value).toBe('PRD-000012'));
    await waitFor(() => expect(skuOf(1)).toBe('PRD-000013'));
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(skuOf(2)).toBe('PRD-000014');
    expect(skuOf(3)).toBe('PRD-000015');
    fireEvent.click(screen.getByRole('button', { name: 'Remove variant 3' }));
    expect(screen.queryByRole('group', { name: 'Variant 3' })).toBeNull();
  });

  it("says 'Cost price is required' and 'Selling price is required' on a variant's line, and sends nothing", async () => {
    const stub = stubCatalogue();
    renderVariantsTab();
    await waitFor(() => expect(skuOf(1)).toBe('PRD-000013'));
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Polo shirt' } });
    typeIn(variant(1), /^Variant name/, 'Small');
    typeIn(variant(1), /^Variant quantity/, '4');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await variant(1).findByText('Cost price is required')).toBeTruthy();
    expect(variant(1).getByText('Selling price is required')).toBeTruthy();
    expect(stub.requestsTo(CREATE)).toHaveLength(0);
  });

  it('asks for at least one variant with a name', async () => {
    const stub = stubCatalogue();
    renderVariantsTab();
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Polo shirt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Add at least one variant with a name')).toBeTruthy();
    expect(stub.requestsTo(CREATE)).toHaveLength(0);
  });

  it('creates the product with its named variants (the nameless one left out), amounts as decimal strings, and closes', async () => {
    const stub = stubCatalogue();
    const dialog = renderVariantsTab();
    await waitFor(() => expect(skuOf(1)).toBe('PRD-000013'));
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Polo shirt' } });
    typeIn(variant(1), /^Variant name/, 'Polo shirt S');
    typeIn(variant(1), /^Variant quantity/, '4');
    typeIn(variant(1), /^Variant cost price/, '2500.50');
    typeIn(variant(1), /^Variant selling price/, '4000');
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    typeIn(variant(2), /^Variant name/, 'Polo shirt M');
    typeIn(variant(2), /^Variant selling price/, '4200');
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    expect(stub.requestsTo(CREATE)[0].body).toEqual({
      type: 'PRODUCT',
      name: 'Polo shirt',
      sku: 'PRD-000012',
      sellingPrice: '0',
      measurement: 'Unit',
      hasVariants: true,
      variantsCount: 2,
      variants: [
        { name: 'Polo shirt S', sku: 'PRD-000013', quantity: '4', buyingPrice: '2500.50', sellingPrice: '4000', stockLevel: '0' },
        { name: 'Polo shirt M', sku: 'PRD-000014', quantity: '0', sellingPrice: '4200', stockLevel: '0' },
      ],
    });
    await waitFor(() => expect(dialog.closed()).toBe(1));
  });

  it('shows the server’s refusal on the variant’s line it names', async () => {
    stubCatalogue(() => ({
      status: 409,
      body: {
        success: false,
        code: 'SKU_ALREADY_EXISTS',
        message: 'SKU PRD-000013 is already used by another product or service',
        errors: [{ field: 'variants[0].sku', message: 'SKU PRD-000013 is already used by another product or service' }],
      },
    }));
    const dialog = renderVariantsTab();
    await waitFor(() => expect(skuOf(1)).toBe('PRD-000013'));
    fireEvent.change(screen.getByLabelText(/^Product name/), { target: { value: 'Polo shirt' } });
    typeIn(variant(1), /^Variant name/, 'Small');
    typeIn(variant(1), /^Variant selling price/, '10');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await variant(1).findByText('SKU PRD-000013 is already used by another product or service')).toBeTruthy();
    expect(dialog.closed()).toBe(0);
  });
});
