// The signed-in user as GET /api/v1/auth and sign-in/sign-up return it (spec 000 §3).

import type { TourStatuses } from '../../lib/tours.js';

export type UserRole = 'owner' | 'admin' | 'member';

export interface UserData {
  userId: string;
  /** Business name; null until the organisation is set up (OnBoarding). */
  org: string | null;
  orgId: string | null;
  companyImage: string | null;
  firstName: string;
  lastName: string;
  /** Full name. */
  user: string;
  typeOfBusiness: string | null;
  address: string | null;
  phone: string | null;
  email: string;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankName: string | null;
  role: UserRole | null;
  rolePermissions: number[];
  /** ISO timestamp, or null while the e-mail is unverified. */
  emailVerifiedAt: string | null;
  isPlanExpired: boolean;
  firstTimeSubscription: boolean;
  isSubBusiness: boolean;
  isGracePeriod: boolean;
  gracePeriodDate: string | null;
  /** Each guided tour's status (absent from older servers: no tour runs). */
  tours?: TourStatuses;
  businessPlan: string | null;
}

export interface Session {
  user: UserData;
  /** The server's `redirect`: signed in, but no business yet, so OnBoarding comes first. */
  needsOnboarding: boolean;
}
