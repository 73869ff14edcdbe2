// The business logo (002 §7 update-logo, 000 §2.1 top bar): uploaded from the business profile, checked
// in the browser (type, 10 MB) before sending, shown on the profile and in the top bar instead of the initials.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

const LOGO_PATH = `/api/v1/accounts/settings/logo/${'a'.repeat(64)}`;
const UPLOAD = 'PATCH /api/v1/accounts/settings/update-logo';
const ok = (data: unknown, message = 'Saved') => ({ status: 200, body: { success: true, message, data } });

const organization = (companyImage: string | null) => ({
  businessId: 'business-1',
  businessName: 'Ada Stores',
  typeOfBusiness: 'Retail',
  address: null,
  phone: null,
  city: null,
  state: null,
  country: null,
  website: null,
  companyImage,
  email: null,
});

/** The stubbed API, with the uploaded forms kept (the fetch stub records JSON bodies only). */
function stubLogoApi(upload: () => { status: number; body: unknown }) {
  let logo: string | null = null;
  const network = stubFetch({
    [CURRENT_USER]: () => signedIn({ businessPlan: 'Store Plan', companyImage: logo }),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/organization': () => ok(organization(logo)),
    [UPLOAD]: () => {
      const answer = upload();
      if (answer.status === 200) logo = LOGO_PATH;
      return answer;
    },
  });
  const stubbed = globalThis.fetch;
  const forms: FormData[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.body instanceof FormData) forms.push(init.body);
    return stubbed(input, init);
  }) as typeof fetch;
  return { network, forms };
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', { type: 'image/png' });
const topBarLogo = () => document.querySelector(`header img[src="${LOGO_PATH}"]`);

describe('business logo', () => {
  it('uploads a chosen PNG as `logo` and shows it on the profile and in the top bar instead of the initials', async () => {
    const { network, forms } = stubLogoApi(() => ok({ changed: true, position: '9', companyImage: LOGO_PATH }, 'Logo updated successfully'));
    renderApp('/settings/business');
    await screen.findByRole('button', { name: 'Upload logo' });
    expect(screen.getByText('PNG, JPEG or GIF, up to 10 MB')).toBeTruthy();
    expect(topBarLogo()).toBeNull();
    expect(screen.getByText('AS', { selector: 'header *' })).toBeTruthy();
    expect(fileInput().getAttribute('accept')).toBe('image/png,image/jpeg,image/gif');

    choose(png());

    await waitFor(() => expect(network.requestsTo(UPLOAD)).toHaveLength(1));
    expect((forms[0].get('logo') as File).name).toBe('logo.png');
    await waitFor(() => expect(topBarLogo()).not.toBeNull());
    expect(await screen.findByRole('img', { name: 'Ada Stores logo' })).toBeTruthy();
    expect((screen.getByLabelText('Logo address') as HTMLInputElement).value).toBe(LOGO_PATH);
    // Saving the rest of the profile with an uploaded logo is allowed (it is not a web address).
    expect(screen.queryByText('Enter the logo’s web address (https://…)')).toBeNull();
  });

  it('refuses another kind of file, or one over 10 MB, before sending anything', async () => {
    const { network } = stubLogoApi(() => ok({}));
    renderApp('/settings/business');
    await screen.findByRole('button', { name: 'Upload logo' });

    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or GIF picture');

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe('The logo must be at most 10 MB');
    expect(network.requestsTo(UPLOAD)).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the file (a renamed program), keeping the initials', async () => {
    const message = 'logo must be a PNG, JPEG or GIF picture';
    stubLogoApi(() => ({ status: 400, body: { success: false, code: 'INVALID_IMAGE', message, errors: [{ field: 'logo', message }] } }));
    renderApp('/settings/business');
    await screen.findByRole('button', { name: 'Upload logo' });

    choose(png());

    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect((screen.getByRole('button', { name: 'Upload logo' }) as HTMLButtonElement).disabled).toBe(false);
    expect(topBarLogo()).toBeNull();
  });
});
