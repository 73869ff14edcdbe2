// Signed-in users for component tests: what GET /api/v1/auth answers, for the route guards.

import type { UserData } from '../features/auth/api/get-current-user.js';
import type { StubResponse } from './fetch-stub.js';

export const CURRENT_USER = 'GET /api/v1/auth';

/** An owner with a verified e-mail, a business and a current plan: the guards let them anywhere. */
export function userData(overrides: Partial<UserData> = {}): UserData {
  return {
    userId: 'user-1',
    org: 'Ada Stores',
    orgId: 'business-1',
    companyImage: null,
    firstName: 'Ada',
    lastName: 'Obi',
    user: 'Ada Obi',
    typeOfBusiness: 'Retail',
    address: null,
    phone: null,
    email: 'ada@example.com',
    bankAccountName: null,
    bankAccountNumber: null,
    bankName: null,
    role: 'owner',
    rolePermissions: [],
    emailVerifiedAt: '2025-01-02T10:00:00.000Z',
    isPlanExpired: false,
    firstTimeSubscription: false,
    isSubBusiness: false,
    isGracePeriod: false,
    gracePeriodDate: null,
    businessPlan: 'Micro Business Plan',
    // Every tour stopped: a test that wants one running says so.
    tours: { dashboard: 'stopped', transaction: 'stopped', createProduct: 'stopped', createService: 'stopped' },
    ...overrides,
  };
}

/** GET /auth for a signed-in user; `redirect: true` means no business yet. */
export function signedIn(overrides: Partial<UserData> = {}, redirect = false): StubResponse {
  return { status: 200, body: { success: true, redirect, data: userData(overrides) } };
}

export function signedOut(): StubResponse {
  return { status: 401, body: { success: false, message: 'Please sign in', code: 'UNAUTHENTICATED' } };
}
