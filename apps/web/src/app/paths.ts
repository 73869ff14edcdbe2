// Route paths by the spec's route names, so links never spell URLs by hand.
export const paths = {
  dashboard: '/',
  /** Spec route name: CreateMoneyInTransaction. */
  createMoneyInTransaction: '/transactions/create-money-in',
} as const;
