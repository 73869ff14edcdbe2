// OnBoarding (spec 000 §2.4, §4): set up the business after sign-up.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const SETUP_ORG = 'POST /api/v1/auth/setup-org';
const GET_STARTED = 'GET /api/v1/get-started';

const nothingDone: StubResponse = {
  status: 200,
  body: { success: true, data: { progress: 0, steps: { products: false, teamMembers: false, profile: false, sales: false, bankAccount: false } } },
};

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('OnBoarding page', () => {
  it('posts the business, and once it exists goes to GetStarted showing its name', async () => {
    let session = signedIn({ org: null, orgId: null }, true);
    const network = stubFetch({
      [CURRENT_USER]: () => session,
      [SETUP_ORG]: () => {
        session = signedIn({ org: 'Mama Put Kitchen' });
        return { status: 201, body: { success: true, message: 'Business created', data: { businessId: 'b-9', position: '12' } } };
      },
      [GET_STARTED]: () => nothingDone,
    });
    const { router } = renderApp('/on-boarding');
    await screen.findByRole('heading', { name: 'Set up your business' });

    fireEvent.change(field('Business name'), { target: { value: ' Mama Put Kitchen ' } });
    fireEvent.change(field('Type of business'), { target: { value: 'Restaurant' } });
    fireEvent.change(field('Address'), { target: { value: '12 Allen Avenue, Ikeja' } });
    fireEvent.change(field('Phone number'), { target: { value: '+2348012345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Get started' });
    expect(network.requestsTo(SETUP_ORG)[0].body).toEqual({
      businessName: 'Mama Put Kitchen',
      typeOfBusiness: 'Restaurant',
      address: '12 Allen Avenue, Ikeja',
      phone: '+2348012345678',
    });
    expect(router.state.location.pathname).toBe('/get-started');
    expect(screen.getByTestId('business-name').textContent).toBe('Mama Put Kitchen');
    // The reads after it wait for the new business (read-your-writes).
    await screen.findByText('0% complete');
    expect(network.requestsTo(GET_STARTED)[0].headers['x-consistent-after']).toBe('12');
  });

  it('needs a business name, sends only what was filled in, and shows a server failure', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn({ org: null, orgId: null }, true),
      [SETUP_ORG]: () => ({ status: 400, body: { success: false, message: 'Please correct the highlighted fields.', code: 'VALIDATION_FAILED' } }),
    });
    renderApp('/on-boarding');
    await screen.findByRole('heading', { name: 'Set up your business' });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the name of your business.')).toBeTruthy();
    expect(network.requestsTo(SETUP_ORG)).toHaveLength(0);

    fireEvent.change(field('Business name'), { target: { value: 'Ada Stores' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Please correct the highlighted fields.');
    expect(network.requestsTo(SETUP_ORG)[0].body).toEqual({ businessName: 'Ada Stores' });
  });

  it('asks for a phone number of at least 6 digits beside the field before sending, and sends one that is', async () => {
    const network = stubFetch({
      [CURRENT_USER]: () => signedIn({ org: null, orgId: null }, true),
      [SETUP_ORG]: () => ({ status: 400, body: { success: false, message: 'Stop here', code: 'VALIDATION_FAILED' } }),
    });
    renderApp('/on-boarding');
    await screen.findByRole('heading', { name: 'Set up your business' });
    fireEvent.change(field('Business name'), { target: { value: 'Ada Stores' } });
    fireEvent.change(field('Phone number'), { target: { value: '0803' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a phone number of at least 6 digits.')).toBeTruthy();
    expect(network.requestsTo(SETUP_ORG)).toHaveLength(0);

    fireEvent.change(field('Phone number'), { target: { value: '+234 803 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(network.requestsTo(SETUP_ORG)).toHaveLength(1));
    expect(network.requestsTo(SETUP_ORG)[0].body).toEqual({ businessName: 'Ada Stores', phone: '+234 803 123 4567' });
  });
});
