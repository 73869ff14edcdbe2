// The Asset Categories screen in the real app (router, providers, guards), against a stubbed
// fetch (the network boundary): the list, and creating a category with its group and lifespan.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, stubFetch, type StubResponse } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

const CATEGORIES = 'GET /api/v1/assets/categories';
const SET_CATEGORIES = 'PUT /api/v1/assets/categories';
const PATH = '/asset-management/categories';

const GENERATORS = { name: 'Generators', group: 'Machinery and Equipment', lifespan: 60 };
const FREEZERS = { name: 'Freezers', group: 'Machinery and Equipment', lifespan: 36 };
const VANS = { name: 'Delivery vans', group: 'Licensed Vehicles', lifespan: 48 };
const listed = (categories: unknown[]): StubResponse => ({ status: 200, body: { success: true, data: categories } });

function rowsOf(table: HTMLElement) {
  return Array.from(table.querySelectorAll('tbody tr'), (row) => Array.from(row.children, (cell) => cell.textContent));
}

function field(label: RegExp) {
  return screen.getByRole('textbox', { name: label }) as HTMLInputElement;
}

async function chooseGroup(group: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /^Group/ }));
  const option = await screen.findByRole('option', { name: group, hidden: true });
  await act(async () => fireEvent.click(option));
}

/** Submits the form and lets its (asynchronous) validation and request settle. */
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
  });
}

/** Types into the form; a field already refused is checked again as it changes (asynchronously), so each change settles first. */
async function fillForm(values: { name: string; group?: string; lifespan: string }) {
  const settled = (change: () => void) => act(async () => change());
  await settled(() => fireEvent.change(field(/^Category name/), { target: { value: values.name } }));
  if (values.group) await chooseGroup(values.group);
  await settled(() => fireEvent.change(field(/^Useful life/), { target: { value: values.lifespan } }));
}

describe('Asset Categories screen', () => {
  it('lists the categories with their group and useful life, after a loading state', async () => {
    const response = deferred<StubResponse>();
    stubFetch({ [CURRENT_USER]: () => signedIn(), [CATEGORIES]: () => response.promise });
    renderApp(PATH);

    expect(await screen.findByText('Loading categories…')).toBeTruthy();
    response.resolve(listed([GENERATORS, FREEZERS]));
    const table = await screen.findByRole('table', { name: 'Asset categories' });
    expect(rowsOf(table)).toEqual([
      ['Generators', 'Machinery and Equipment', '60'],
      ['Freezers', 'Machinery and Equipment', '36'],
    ]);
    // Labelled for the phone's cards.
    expect(table.querySelector('td[data-label="Useful life (months)"]')!.textContent).toBe('60');
    expect(screen.queryByText('Loading categories…')).toBeNull();
  });

  it('creates a category: sends the whole list with the new one, then shows it', async () => {
    let saved: unknown[] = [GENERATORS, FREEZERS];
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [CATEGORIES]: () => listed(saved),
      [SET_CATEGORIES]: (request) => {
        saved = (request.body as { categories: unknown[] }).categories;
        return { status: 200, body: { success: true, message: 'Asset categories saved', data: saved, position: '7' } };
      },
    });
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Asset categories' });

    await fillForm({ name: 'Delivery vans', group: 'Licensed Vehicles', lifespan: '48' });
    await submit();

    await waitFor(() => expect(stub.requestsTo(SET_CATEGORIES)).toHaveLength(1));
    expect(stub.requestsTo(SET_CATEGORIES)[0].body).toEqual({ categories: [GENERATORS, FREEZERS, VANS] });
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Asset categories' }))).toContainEqual(['Delivery vans', 'Licensed Vehicles', '48']));
    expect(field(/^Category name/).value).toBe('');
  });

  it('refuses a category without a name or group, a lifespan of 0 or a name already listed, sending nothing', async () => {
    const stub = stubFetch({ [CURRENT_USER]: () => signedIn(), [CATEGORIES]: () => listed([GENERATORS]) });
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Asset categories' });
    const form = screen.getByRole('form', { name: 'New asset category' });

    await fillForm({ name: ' ', lifespan: '0' });
    await submit();
    expect(await within(form).findByText('Category name is required')).toBeTruthy();
    expect(within(form).getByText('Group is required')).toBeTruthy();
    expect(within(form).getByText('Useful life must be at least 1 month')).toBeTruthy();

    await fillForm({ name: 'generators', group: 'Machinery and Equipment', lifespan: '12' });
    // Corrected fields are checked again as they change.
    await waitFor(() => expect(within(form).queryByText('Group is required')).toBeNull());
    expect(within(form).queryByText('Useful life must be at least 1 month')).toBeNull();
    await submit();
    expect(await within(form).findByText('There is already a category named generators')).toBeTruthy();
    expect(stub.requestsTo(SET_CATEGORIES)).toHaveLength(0);
  });

  it('shows the server’s refusal under the field it names', async () => {
    stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [CATEGORIES]: () => listed([GENERATORS]),
      [SET_CATEGORIES]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'categories[1].name is too long',
          errors: [{ field: 'categories[1].name', message: 'categories[1].name is too long' }],
        },
      }),
    });
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Asset categories' });
    await fillForm({ name: 'Boats', group: 'Licensed Vehicles', lifespan: '24' });
    await submit();

    const form = screen.getByRole('form', { name: 'New asset category' });
    await waitFor(() => expect(within(form).getAllByText('categories[1].name is too long')).toHaveLength(2));
    expect(field(/^Category name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the error when the categories cannot be loaded, and tries again', async () => {
    let calls = 0;
    stubFetch({
      [CURRENT_USER]: () => signedIn(),
      [CATEGORIES]: () => (++calls === 1 ? { status: 500, body: { success: false, message: 'Internal error', code: 'INTERNAL' } } : listed([VANS])),
    });
    renderApp(PATH);

    expect(await screen.findByText('The asset categories could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Asset categories' });
    expect(rowsOf(table)).toEqual([['Delivery vans', 'Licensed Vehicles', '48']]);
  });
});
