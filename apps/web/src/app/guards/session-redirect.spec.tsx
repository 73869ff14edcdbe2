import { describe, expect, it } from '@jest/globals';
import type { Session } from '../../features/auth/api/get-current-user.js';
import { userData } from '../../testing/session.js';
import { accountRedirect, destinationAfterSignIn } from './session-redirect.js';

function session(overrides: Parameters<typeof userData>[0] = {}, needsOnboarding = false): Session {
  return { user: userData(overrides), needsOnboarding };
}

describe('accountRedirect', () => {
  it('lets a verified owner with a business and a current plan go anywhere', () => {
    expect(accountRedirect(session(), '/transactions/create-money-in')).toBeNull();
  });

  it('checks the e-mail first, then the business, then the plan', () => {
    expect(accountRedirect(session({ emailVerifiedAt: null, isPlanExpired: true }, true), '/')).toBe('/verify-email');
    expect(accountRedirect(session({ isPlanExpired: true }, true), '/')).toBe('/on-boarding');
    expect(accountRedirect(session({ isPlanExpired: true }), '/')).toBe('/plans');
    expect(accountRedirect(session({ isPlanExpired: true, firstTimeSubscription: true }), '/')).toBe('/complete-order');
  });

  it('leaves paths under /settings (and the plan pages themselves) open with an expired plan', () => {
    const expired = session({ isPlanExpired: true });
    expect(accountRedirect(expired, '/settings')).toBeNull();
    expect(accountRedirect(expired, '/settings/plan')).toBeNull();
    expect(accountRedirect(expired, '/plans')).toBeNull();
    expect(accountRedirect(expired, '/settings/billings')).toBeNull();
    // The card provider's way back: the payment that renews the plan is confirmed there.
    expect(accountRedirect(expired, '/payment/process')).toBeNull();
    expect(accountRedirect(expired, '/settingsx')).toBe('/plans');
  });
});

describe('destinationAfterSignIn', () => {
  it('goes to OnBoarding while there is no business, carrying plan and period', () => {
    expect(destinationAfterSignIn(session({}, true), { search: '?plan=basic&period=yearly&referralCode=R1', state: null })).toBe(
      '/on-boarding?plan=basic&period=yearly',
    );
    expect(destinationAfterSignIn(session({}, true), { search: '', state: null })).toBe('/on-boarding');
  });

  it('returns to the page the user was sent away from, else the dashboard', () => {
    const from = { pathname: '/transactions/create-money-in', search: '?subtype=capital', hash: '' };
    expect(destinationAfterSignIn(session(), { search: '', state: { from } })).toEqual(from);
    expect(destinationAfterSignIn(session(), { search: '', state: { from: 'nonsense' } })).toBe('/');
    expect(destinationAfterSignIn(session(), { search: '', state: null })).toBe('/');
  });
});
