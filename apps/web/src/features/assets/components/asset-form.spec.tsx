// The create and edit asset forms in the real app (router, providers, guards), against a stubbed
// fetch: the picture goes with the form as the spec's multipart field `image`, a file the API
// would refuse is refused before sending, and the details page shows the picture.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const CATEGORIES = 'GET /api/v1/assets/categories';
const NEXT_TAG = 'GET /api/v1/assetion/sku';
const CREATE = 'POST /api/v1/assets/create';
const ASSET_ID = '5e0c8d1a-3b2f-4c6d-9e8f-7a6b5c4d3e2f';
const DETAIL = `GET /api/v1/assets/${ASSET_ID}`;
const UPDATE = `PUT /api/v1/assets/${ASSET_ID}`;
const LOG = `GET /api/v1/assets/${ASSET_ID}/transactions/logs`;

const GENERATORS = { name: 'Generators', group: 'Machinery and Equipment', lifespan: 60 };
const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });
const SHA = 'ab'.repeat(32);
const ASSET = {
  _id: ASSET_ID,
  tag: 'AST-000001',
  name: 'Generator 5kVA',
  group: 'Machinery and Equipment',
  category: 'Generators',
  lifespan: 60,
  purchasePrice: '450000.00',
  salvageValue: '45000.00',
  currency: 'NGN',
  qty_in_stock: '1',
  cost: '450000.00',
  monthlyDepreciation: '6750.00',
  accumulatedDepreciation: '0.00',
  netBookValue: '450000.00',
  imageUrl: `/api/v1/assets/${ASSET_ID}/image`,
  image: { sha256: SHA, contentType: 'image/png', size: 68 },
};

const png = (size = 68) => new File([new Uint8Array(size)], 'generator.png', { type: 'image/png' });

function fileInput(): HTMLInputElement {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input as HTMLInputElement;
}

async function chooseFile(file: File) {
  await act(async () => fireEvent.change(fileInput(), { target: { files: [file] } }));
}

async function chooseCategory(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /^Category/ }));
  const option = await screen.findByRole('option', { name, hidden: true });
  await act(async () => fireEvent.click(option));
}

async function openCreateForm() {
  renderApp('/asset-management');
  fireEvent.click(await screen.findByRole('button', { name: 'Create asset' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Asset' });
  await waitFor(() => expect((within(dialog).getByRole('textbox', { name: /^Asset Tag/ }) as HTMLInputElement).value).toBe('AST-000001'));
  await act(async () => fireEvent.change(within(dialog).getByRole('textbox', { name: /^Asset Name/ }), { target: { value: 'Generator 5kVA' } }));
  await chooseCategory('Generators');
  await act(async () => fireEvent.change(within(dialog).getByRole('textbox', { name: /^Purchase price/ }), { target: { value: '450000' } }));
  return dialog;
}

const submitCreate = (dialog: HTMLElement) => act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create asset' })));

describe('asset form picture', () => {
  it('sends the picture with the new asset in one multipart request', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [CATEGORIES]: () => ok([GENERATORS]),
      [NEXT_TAG]: () => ok('AST-000001'),
      [CREATE]: () => ({ status: 201, body: { success: true, message: 'Asset created successfully', data: { ...ASSET, position: '9' } } }),
    });
    const dialog = await openCreateForm();
    const picture = png();
    await chooseFile(picture);
    await submitCreate(dialog);

    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    const sent = stub.requestsTo(CREATE)[0].body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('image')).toBeInstanceOf(File);
    expect((sent.get('image') as File).name).toBe('generator.png');
    expect(Object.fromEntries([...sent.entries()].filter(([field]) => field !== 'image'))).toEqual({
      tag: 'AST-000001',
      name: 'Generator 5kVA',
      category: 'Generators',
      purchasePrice: '450000',
      salvageValue: '0',
    });
    // The multipart boundary is the browser's to set: the client sends no Content-Type of its own.
    expect(stub.requestsTo(CREATE)[0].headers['content-type']).toBeUndefined();
  });

  it('sends JSON when no picture is chosen', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [CATEGORIES]: () => ok([GENERATORS]),
      [NEXT_TAG]: () => ok('AST-000001'),
      [CREATE]: () => ({ status: 201, body: { success: true, data: { ...ASSET, position: '9' } } }),
    });
    const dialog = await openCreateForm();
    await submitCreate(dialog);

    await waitFor(() => expect(stub.requestsTo(CREATE)).toHaveLength(1));
    expect(stub.requestsTo(CREATE)[0].body).toEqual({
      tag: 'AST-000001',
      name: 'Generator 5kVA',
      category: 'Generators',
      purchasePrice: '450000',
      salvageValue: '0',
    });
  });

  it('refuses a file that is not PNG, JPEG or GIF, or is over 10 MB, sending nothing', async () => {
    const stub = stubFetch({ [CURRENT_USER]: () => signedIn(), [CATEGORIES]: () => ok([GENERATORS]), [NEXT_TAG]: () => ok('AST-000001') });
    const dialog = await openCreateForm();

    await chooseFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await submitCreate(dialog);
    expect(await within(dialog).findByText('Choose a PNG, JPEG or GIF image')).toBeTruthy();

    await chooseFile(png(10 * 1024 * 1024 + 1));
    await submitCreate(dialog);
    expect(await within(dialog).findByText('The image is larger than 10 MB')).toBeTruthy();
    expect(stub.requestsTo(CREATE)).toHaveLength(0);
  });

  it('shows the server’s refusal of the picture under the file input', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [CATEGORIES]: () => ok([GENERATORS]),
      [NEXT_TAG]: () => ok('AST-000001'),
      [CREATE]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'imageFile must be a PNG, JPEG or GIF image',
          errors: [{ field: 'imageFile', message: 'imageFile must be a PNG, JPEG or GIF image' }],
        },
      }),
    });
    const dialog = await openCreateForm();
    await chooseFile(png());
    await submitCreate(dialog);
    // Once in the form's alert, once under the file input.
    await waitFor(() => expect(within(dialog).getAllByText('imageFile must be a PNG, JPEG or GIF image')).toHaveLength(2));
  });

  it('shows the picture on the details page, and an edit without a new picture keeps it (JSON, no image field)', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [CATEGORIES]: () => ok([GENERATORS]),
      [DETAIL]: () => ok(ASSET),
      [LOG]: () => ok([]),
      [UPDATE]: () => ({ status: 200, body: { success: true, data: { ...ASSET, position: '10' } } }),
    });
    renderApp(`/asset-management/${ASSET_ID}/detail`);

    const picture = (await screen.findByRole('img', { name: 'Picture of Generator 5kVA' })) as HTMLImageElement;
    // The address changes with the picture, so a new one is not hidden by the browser's cache.
    expect(picture.getAttribute('src')).toBe(`/api/v1/assets/${ASSET_ID}/image?v=${SHA.slice(0, 16)}`);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Asset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Asset' });
    expect(within(dialog).getByText('Keep the current image')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(stub.requestsTo(UPDATE)).toHaveLength(1));
    const sent = stub.requestsTo(UPDATE)[0].body as Record<string, unknown>;
    expect(sent).not.toBeInstanceOf(FormData);
    expect(sent).toMatchObject({ tag: 'AST-000001', name: 'Generator 5kVA', category: 'Generators' });
    expect(sent).not.toHaveProperty('image');
  });
});
