// Route paths by the spec's route names, so links never spell URLs by hand.
export const paths = {
  dashboard: '/',
  /** Spec route name: CreateMoneyInTransaction. */
  createMoneyInTransaction: '/transactions/create-money-in',
  /** SignIn. */
  signIn: '/sign-in',
  /** SignUp. */
  signUp: '/sign-up',
  /** Promo sign-up; the code may also come as ?code=. */
  signUpPromo: '/sign-up/promo/:code',
  signUpPromoWithoutCode: '/sign-up/promo',
  /** RecoverPassword. */
  recoverPassword: '/recover-password',
  /** ResetPassword (?email=…&token=…). */
  resetPassword: '/reset-password',
  /** VerifyEmailOTP. */
  verifyEmail: '/verify-email',
  /** The e-mailed verification link. */
  verifyEmailLink: '/account/verify/:token',
  /** OnBoarding. */
  onBoarding: '/on-boarding',
  /** Where an expired plan sends the user (spec route Plan), until billing exists. */
  planExpired: '/plan-expired',
  /** CompleteOrder: an expired first subscription. */
  completeOrder: '/complete-order',
  /** Paths under it stay open when the plan has expired. */
  settings: '/settings',
} as const;
