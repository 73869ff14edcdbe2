// The admin area's people (spec 002 §2, §4, §5, §7, §8): the Users screen and its Invites tab, a
// business's users, and the bulk invite by CSV, against a stubbed fetch (the real routes and shell).

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, stubFetch, type RecordedRequest, type StubResponse } from '../../testing/fetch-stub.js';
import { onADesktop, onAPhone } from '../../testing/phone.js';
import { renderApp, renderWithProviders } from '../../testing/render.js';
import { InviteUploadModal } from './components/invite-upload-modal.js';
import { adminSession, type AdminSession } from './session.js';

const STAFF: AdminSession = {
  token: 'admin-token-1',
  admin: { id: 'a-1', email: 'ops@ledgerline.ng', name: 'Ada Ops', role: 'staff', partnerId: null },
};

const USERS = 'GET /api/v1/admin/businesses/users';
const INVITES = 'GET /api/v1/admin/businesses/invites';
const UPLOAD = 'POST /api/v1/admin/upload-users-invite';

const user = (n: number, verified = true) => ({
  userId: `u-${n}`,
  email: `chidi${n}@example.com`,
  firstName: 'Chidi',
  lastName: `Eze ${n}`,
  emailVerified: verified,
  businessId: `b-${n}`,
  businessName: `Eze Stores ${n}`,
  role: n === 1 ? 'owner' : 'member',
  joinedAt: '2026-03-04T10:00:00.000Z',
  signedUpAt: '2026-02-27T09:00:00.000Z',
});

const page = <T,>(data: T[], request: RecordedRequest, total = data.length): StubResponse => ({
  status: 200,
  body: { success: true, data, page: Number(request.query.page ?? 1), limit: 25, total },
});

const noPartners = {
  'GET /api/v1/admin/partners': () => ({ status: 200, body: { success: true, data: [], page: 1, limit: 100, total: 0 } }),
};

describe('Admin users screen', () => {
  beforeEach(() => {
    localStorage.clear();
    adminSession.signIn(STAFF);
  });
  afterEach(() => localStorage.clear());

  it('is in the admin menu, shows the list loading, then the members with DD/MM/YYYY dates, and pages and searches them', async () => {
    const first = deferred<StubResponse>();
    const network = stubFetch({
      ...noPartners,
      [USERS]: (request) => (request.query.q ? page([user(2, false)], request) : request.query.page === '2' ? page([user(3)], request, 30) : first.promise),
    });
    const { router } = renderApp('/admin/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));

    // Loading: the table is busy and holds skeleton rows until the answer comes.
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    first.resolve(page([user(1), user(2, false)], network.requestsTo(USERS)[0]!, 30));

    await within(table).findByText('Chidi Eze 1');
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(within(table).getByText('chidi1@example.com')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Eze Stores 1' }).getAttribute('href')).toBe('/admin/b-1/account-details');
    expect(within(table).getByText('Owner')).toBeTruthy();
    expect(within(table).getByText('Not verified')).toBeTruthy();
    expect(within(table).getAllByText('04/03/2026')).toHaveLength(2);
    expect(within(table).getAllByText('27/02/2026')).toHaveLength(2);
    expect(screen.getByText('30 members')).toBeTruthy();
    const sent = network.requestsTo(USERS)[0]!;
    expect(sent.headers.authorization).toBe('Bearer admin-token-1');
    expect(sent.query).toMatchObject({ page: '1', limit: '25' });

    // 30 at 25 a page: two pages.
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await within(table).findByText('Chidi Eze 3');
    expect(router.state.location.search).toContain('page=2');

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'eze 2' } });
    // Sent once the typing stops, from the first page again; only what matches shows.
    await waitFor(() => expect(network.requestsTo(USERS).some((request) => request.query.q === 'eze 2')).toBe(true));
    expect(network.requestsTo(USERS).find((request) => request.query.q === 'eze 2')?.query.page).toBe('1');
    await waitFor(() => expect(within(table).queryByText('Chidi Eze 1')).toBeNull());
    expect(within(table).getByText('Chidi Eze 2')).toBeTruthy();
    expect(router.state.location.search).toContain('q=eze+2');
  });

  it('says so when nobody matches, and when the list cannot be read it says why and tries again', async () => {
    let fail = true;
    const network = stubFetch({
      ...noPartners,
      [USERS]: (request) => (fail ? { status: 500, body: { success: false, message: 'The database is not answering', code: 'INTERNAL' } } : page([], request)),
    });
    renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('The database is not answering')).toBeTruthy();
    expect(within(table).getByText('Could not load this list')).toBeTruthy();

    fail = false;
    fireEvent.click(within(table).getByRole('button', { name: 'Try again' }));
    expect(await within(table).findByText('No users yet.')).toBeTruthy();
    expect(network.requestsTo(USERS)).toHaveLength(2);
  });

  it('reads the Users and Businesses lists again when opened again and when the window regains focus: who signed up meanwhile appears', async () => {
    const business = (n: number) => ({
      id: `b-${n}`,
      name: `Eze Stores ${n}`,
      currency: 'NGN',
      typeOfBusiness: 'Retail',
      parentBusinessId: null,
      createdAt: '2026-03-04T10:00:00.000Z',
      deactivated: false,
      deactivatedAt: null,
      partnerId: null,
      owner: { userId: `u-${n}`, email: `chidi${n}@example.com`, firstName: 'Chidi', lastName: `Eze ${n}` },
      planId: 1,
      planName: 'Micro Business Plan',
    });
    const signedUp = [1];
    const network = stubFetch({
      ...noPartners,
      [USERS]: (request) =>
        page(
          signedUp.map((n) => user(n)),
          request,
        ),
      'GET /api/v1/admin/businesses': (request) => page(signedUp.map(business), request),
    });
    renderApp('/admin/account');
    const menu = await screen.findByRole('navigation', { name: 'Admin menu' });
    await within(await screen.findByRole('table', { name: 'Businesses' })).findByText('Eze Stores 1');
    fireEvent.click(within(menu).getByRole('link', { name: 'Users' }));
    await within(await screen.findByRole('table', { name: 'Users' })).findByText('Chidi Eze 1');

    // Someone signs up while the screens are open: each list, opened again without a reload, has them.
    signedUp.push(9);
    fireEvent.click(within(menu).getByRole('link', { name: 'Businesses' }));
    await within(await screen.findByRole('table', { name: 'Businesses' })).findByText('Eze Stores 9');
    fireEvent.click(within(menu).getByRole('link', { name: 'Users' }));
    await within(await screen.findByRole('table', { name: 'Users' })).findByText('Chidi Eze 9');

    // And back to the browser tab: the open list reads again.
    signedUp.push(10);
    const reads = network.requestsTo(USERS).length;
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await within(screen.getByRole('table', { name: 'Users' })).findByText('Chidi Eze 10');
    expect(network.requestsTo(USERS)).toHaveLength(reads + 1);
  });

  it('lists the pending team invitations on the Invites tab', async () => {
    const network = stubFetch({
      ...noPartners,
      [USERS]: (request) => page([user(1)], request),
      [INVITES]: (request) =>
        page(
          [
            {
              inviteId: 'i-1',
              email: 'bola@example.com',
              role: 'admin',
              businessId: 'b-7',
              businessName: 'Bola Bakes',
              invitedAt: '2026-05-01T10:00:00.000Z',
              lastSentAt: '2026-05-03T10:00:00.000Z',
            },
          ],
          request,
        ),
    });
    const { router } = renderApp('/admin/users');
    await within(await screen.findByRole('table', { name: 'Users' })).findByText('Chidi Eze 1');

    fireEvent.click(screen.getByRole('tab', { name: 'Invites' }));
    const table = await screen.findByRole('table', { name: 'Team invitations' });
    await within(table).findByText('bola@example.com');
    expect(within(table).getByRole('link', { name: 'Bola Bakes' })).toBeTruthy();
    expect(within(table).getByText('01/05/2026')).toBeTruthy();
    expect(within(table).getByText('03/05/2026')).toBeTruthy();
    expect(screen.getByText('1 invitation pending')).toBeTruthy();
    expect(router.state.location.search).toContain('tab=invites');
    expect(network.requestsTo(INVITES)[0]!.headers.authorization).toBe('Bearer admin-token-1');
  });

  it('shows users and invitations as cards on a phone: the person or e-mail across the card, the rest labelled', async () => {
    onAPhone();
    try {
      stubFetch({
        ...noPartners,
        [USERS]: (request) => page([user(1)], request),
        [INVITES]: (request) =>
          page(
            [
              {
                inviteId: 'i-1',
                email: 'bola@example.com',
                role: 'admin',
                businessId: 'b-7',
                businessName: 'Bola Bakes',
                invitedAt: '2026-05-01T10:00:00.000Z',
                lastSentAt: '2026-05-03T10:00:00.000Z',
              },
            ],
            request,
          ),
      });
      renderApp('/admin/users');
      const users = await screen.findByRole('table', { name: 'Users' });
      const name = await within(users).findByText('Chidi Eze 1');
      expect(users.classList.contains('lines-table')).toBe(true);
      expect(name.closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(users).getByRole('link', { name: 'Eze Stores 1' }).closest('td')?.getAttribute('data-label')).toBe('Business');
      expect(within(users).getByText('04/03/2026').closest('td')?.getAttribute('data-label')).toBe('Joined');

      fireEvent.click(screen.getByRole('tab', { name: 'Invites' }));
      const invites = await screen.findByRole('table', { name: 'Team invitations' });
      const email = await within(invites).findByText('bola@example.com');
      expect(invites.classList.contains('lines-table')).toBe(true);
      expect(email.closest('td')?.classList.contains('line-wide')).toBe(true);
      expect(within(invites).getByText('03/05/2026').closest('td')?.getAttribute('data-label')).toBe('Last sent');
    } finally {
      onADesktop();
    }
  });

  it('lists a business’s own users on its page, without the business column', async () => {
    const business = {
      id: 'b-1',
      name: 'Eze Stores 1',
      currency: 'NGN',
      typeOfBusiness: 'Retail',
      parentBusinessId: null,
      createdAt: '2026-03-04T10:00:00.000Z',
      deactivated: false,
      deactivatedAt: null,
      partnerId: null,
      owner: { userId: 'u-1', email: 'chidi1@example.com', firstName: 'Chidi', lastName: 'Eze 1' },
      planId: 1,
      planName: 'Micro Business Plan',
      profile: { email: 'shop@eze.ng', phone: null, address: null, city: null, state: null, country: null },
      plan: null,
      counts: { members: 2, pendingInvites: 0, products: 0, services: 0, contacts: 0, transactions: 0, invoices: 0, subBusinesses: 0 },
    };
    const network = stubFetch({
      'GET /api/v1/admin/businesses/b-1': () => ({ status: 200, body: { success: true, data: business } }),
      'GET /api/v1/admin/businesses/b-1/last-payment': () => ({ status: 200, body: { success: true, data: null } }),
      'GET /api/v1/admin/businesses/b-1/users': (request) => page(request.query.q ? [] : [user(1), { ...user(2), businessId: 'b-1' }], request),
    });
    renderApp('/admin/b-1/account-details');
    const section = await screen.findByRole('region', { name: 'Users' });
    const table = within(section).getByRole('table', { name: 'Users' });
    await within(table).findByText('Chidi Eze 1');
    expect(within(table).getByText('Chidi Eze 2')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Business' })).toBeNull();

    fireEvent.change(within(section).getByLabelText("Search this business's users"), { target: { value: 'nobody' } });
    expect(await within(table).findByText('No user of this business matches “nobody”.')).toBeTruthy();
    expect(network.requestsTo('GET /api/v1/admin/businesses/b-1/users').some((request) => request.query.q === 'nobody')).toBe(true);
  });
});

describe('Invite by CSV', () => {
  beforeEach(() => {
    localStorage.clear();
    adminSession.signIn(STAFF);
  });
  afterEach(() => localStorage.clear());

  function renderModal() {
    const onClose = jest.fn();
    renderWithProviders(<InviteUploadModal opened onClose={onClose} />);
    return onClose;
  }

  function chooseFile(name = 'invites.csv', content = 'email,firstName,lastName,businessName,plan\r\nada@example.com,Ada,Obi,Ada Provisions,free\r\n') {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([content], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/pdf' })] } });
  }

  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /^(Upload|Uploading\.\.\.)$/ })));

  it('asks for a CSV file and sends nothing without one', async () => {
    const network = stubFetch({});
    renderModal();
    await submit();
    expect(await screen.findByText('Choose the CSV file to upload')).toBeTruthy();
    chooseFile('invites.pdf');
    await submit();
    expect(await screen.findByText('Bulk import files must be CSV')).toBeTruthy();
    expect(network.requestsTo(UPLOAD)).toHaveLength(0);
  });

  it("shows 'Uploading...' with the button disabled while it sends, then closes with the server’s message when every row went", async () => {
    const response = deferred<StubResponse>();
    const network = stubFetch({ [UPLOAD]: () => response.promise });
    const onClose = renderModal();
    chooseFile();
    await submit();

    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // A second click while it goes sends nothing more.
    fireEvent.click(busy);
    const sent = network.requestsTo(UPLOAD);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe('Bearer admin-token-1');
    const file = (sent[0]!.body as FormData).get('file') as File;
    expect(file.name).toBe('invites.csv');

    response.resolve({ status: 200, body: { success: true, message: '1 person invited', data: { invited: 1, skipped: [] } } });
    expect(await screen.findByText('1 person invited')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open with the server’s message and each skipped line when the server skipped rows', async () => {
    stubFetch({
      [UPLOAD]: () => ({
        status: 200,
        body: {
          success: false,
          message: '1 invited, 2 rows skipped',
          data: {
            invited: 1,
            skipped: [
              { line: 3, reason: 'An account with this e-mail already exists' },
              { line: 4, reason: 'Already invited' },
            ],
          },
        },
      }),
    });
    const onClose = renderModal();
    chooseFile();
    await submit();
    const status = await within(screen.getByRole('dialog')).findByRole('status');
    expect(within(status).getByText('1 invited, 2 rows skipped')).toBeTruthy();
    expect(within(status).getByText('Line 3: An account with this e-mail already exists')).toBeTruthy();
    expect(within(status).getByText('Line 4: Already invited')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the whole file', async () => {
    stubFetch({
      [UPLOAD]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'The header has no businessName column',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'file', message: 'The header has no businessName column' }],
        },
      }),
    });
    const onClose = renderModal();
    chooseFile();
    await submit();
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('The header has no businessName column');
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for the template with the admin’s token, and says why when it cannot be had', async () => {
    const TEMPLATE = 'GET /api/v1/admin/users-invite-template/download';
    const network = stubFetch({ [TEMPLATE]: () => ({ status: 503, body: { success: false, message: 'The template is not available', code: 'UNAVAILABLE' } }) });
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Download template' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe('The template is not available');
    expect(network.requestsTo(TEMPLATE)[0]!.headers.authorization).toBe('Bearer admin-token-1');
  });
});
