// Every auth query key starts with queryScopes.auth. Mutation keys name the command, for useIsMutating.

import { currentUserQueryKey, queryScopes } from '../../lib/query-client.js';

export const authKeys = {
  all: [queryScopes.auth] as const,
  currentUser: () => currentUserQueryKey,
  resetPasswordInfo: (email: string) => [...authKeys.all, 'reset-password', email] as const,
  emailVerificationLink: (token: string) => [...authKeys.all, 'email-verification-link', token] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  signOut: () => [...authKeys.all, 'sign-out'] as const,
  recoverPassword: () => [...authKeys.all, 'recover-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
  verifyEmail: () => [...authKeys.all, 'verify-email'] as const,
  resendOtp: () => [...authKeys.all, 'resend-otp'] as const,
  setupOrg: () => [...authKeys.all, 'setup-org'] as const,
  googleConfig: () => [...authKeys.all, 'google-config'] as const,
  googleSignIn: () => [...authKeys.all, 'google-sign-in'] as const,
  businessInvite: (email: string, hash: string) => [...authKeys.all, 'business-invite', email, hash] as const,
  acceptBusinessInvite: () => [...authKeys.all, 'accept-business-invite'] as const,
};
