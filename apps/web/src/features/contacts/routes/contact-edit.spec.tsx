// The contact edit screen (/entities/{id}/edit) in the real app, against a stubbed fetch: the
// create form with the contact's values, a cleared field sent as '' (cleared on the server), the
// phone in international form, and the Micro plan's 'Upgrade Plan' instead of the form.

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderApp } from '../../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../../testing/session.js';

// jsdom does not scroll; Mantine's searchable Select scrolls the chosen option into view.
Element.prototype.scrollIntoView ??= () => undefined;

const ADA = {
  _id: 'c1',
  id: 'c1',
  firstName: 'Ada',
  lastName: 'Obi',
  fullName: 'Ada Obi',
  company: 'Obi & Sons',
  email: 'ada@example.com',
  phone: '+234 803 123 4567',
  website: null,
  address1: '12 Broad Street',
  address2: null,
  city: 'Lagos',
  state: 'Lagos',
  postCode: null,
  country: 'Nigeria',
  description: null,
  kinds: ['customer'],
  createdAt: '2026-11-01T10:00:00.000Z',
  archived: false,
};

const page = { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 };
const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Contact edit screen', () => {
  it('starts from the contact’s values and sends the whole form, a cleared field as ""', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/entities/update/c1': () => ({ status: 200, body: { success: true, data: ADA } }),
      'PATCH /api/v1/entities/update/c1': () => ({
        status: 200,
        body: { success: true, message: 'Contact updated successfully', data: { ...ADA, position: '9' } },
      }),
      'GET /api/v1/entities/c1': () => ({ status: 200, body: { success: true, data: ADA } }),
      'GET /api/v1/entities/c1/transactions': () => ({ status: 200, body: page }),
    });
    const { router } = renderApp('/entities/c1/edit');
    expect((await screen.findByRole('textbox', { name: /First name/ })) as HTMLInputElement).toBeTruthy();
    expect(input(/First name/).value).toBe('Ada');
    expect(input(/Phone/).value).toBe('+234 803 123 4567');
    // Extra fields hold values, so they start open.
    expect(input(/^Company/).value).toBe('Obi & Sons');

    await act(async () => fireEvent.change(input(/^Company/), { target: { value: '' } }));
    await act(async () => fireEvent.change(input(/Phone/), { target: { value: '08091234567' } }));
    await act(async () => fireEvent.blur(input(/Phone/)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save contact' })));

    await waitFor(() => expect(stub.requestsTo('PATCH /api/v1/entities/update/c1')).toHaveLength(1));
    expect(stub.requestsTo('PATCH /api/v1/entities/update/c1')[0].body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      company: '',
      phone: '+234 809 123 4567',
      address1: '12 Broad Street',
      website: '',
      country: 'Nigeria',
      kinds: ['customer'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/entities/c1'));
  });

  it('keeps the first name required and shows the server’s field message', async () => {
    const stub = stubFetch({
      [CURRENT_USER]: () => signedIn({ businessPlan: 'Basic Plan' }),
      'GET /api/v1/entities/update/c1': () => ({ status: 200, body: { success: true, data: ADA } }),
      'PATCH /api/v1/entities/update/c1': () => ({
        status: 400,
        body: {
          success: false,
          code: 'INVALID_VALUE',
          message: 'email must be a valid email address',
          errors: [{ field: 'email', message: 'email must be a valid email address' }],
        },
      }),
    });
    renderApp('/entities/c1/edit');
    await screen.findByRole('textbox', { name: /First name/ });
    await act(async () => fireEvent.change(input(/First name/), { target: { value: ' ' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save contact' })));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(stub.requestsTo('PATCH /api/v1/entities/update/c1')).toHaveLength(0);

    await act(async () => fireEvent.change(input(/First name/), { target: { value: 'Adaeze' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save contact' })));
    await waitFor(() => expect(stub.requestsTo('PATCH /api/v1/entities/update/c1')).toHaveLength(1));
    expect((await screen.findAllByText('email must be a valid email address')).length).toBeGreaterThan(0);
  });

  it('shows Upgrade Plan on the Micro plan', async () => {
    const stub = stubFetch({ [CURRENT_USER]: () => signedIn() });
    renderApp('/entities/c1/edit');
    expect(await screen.findByText('Upgrade Plan')).toBeTruthy();
    expect(stub.requestsTo('GET /api/v1/entities/update/c1')).toHaveLength(0);
  });
});
