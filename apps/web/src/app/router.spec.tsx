// The app as it starts in the browser (AppRouter on the window's address): it asks for the owner's
// session (GET /auth) at once only on the pages that read it. The provider admin area has a session
// of its own, and the public pages need none: there the owner's would answer 401 for nothing; the
// pages for the signed-out ask only in a browser that was signed in.

import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../testing/fetch-stub.js';
import { createTestQueryClient, renderWithProviders } from '../testing/render.js';
import { CURRENT_USER, signedOut } from '../testing/session.js';
import { AppRouter } from './router.js';

function startAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<AppRouter />, { queryClient: createTestQueryClient() });
}

describe('the app starting on an address', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/admin/login', 'Admin sign in'],
    ['/terms-of-service', 'Terms of service'],
    // The pages for the signed-out, in a browser that is not signed in (lib/signed-in.ts).
    ['/sign-in', 'Sign in'],
    ['/settings/teams/join?email=ada%40example.com&hash=s3cr3t', 'Page not found'],
  ])('does not ask for the owner’s session on %s', async (path, heading) => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut() });
    startAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    // Time for any read the start would make.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.requestsTo(CURRENT_USER)).toEqual([]);
  });

  it('asks for it once on a page behind sign-in, before that page’s code has loaded', async () => {
    const network = stubFetch({ [CURRENT_USER]: () => signedOut() });
    startAt('/settings');
    // Signed out: the guard sends the visitor to sign-in.
    expect(await screen.findByRole('heading', { name: /sign in/i })).toBeTruthy();
    await waitFor(() => expect(network.requestsTo(CURRENT_USER)).toHaveLength(1));
  });
});
