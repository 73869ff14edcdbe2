// The money-in subtypes as the API defines them (POST /api/v1/transactions/money-in).

import type { BodyOf } from '../../lib/api-answers.js';

export type MoneyInSubtype = BodyOf<'/api/v1/transactions/money-in', 'post'>['subtype'];

export interface MoneyInSubtypeOption {
  value: MoneyInSubtype;
  label: string;
  /** Needs `entity`: the contact who repays or deposits. */
  needsContact: boolean;
}

export const MONEY_IN_SUBTYPES: readonly MoneyInSubtypeOption[] = [
  { value: 'capital', label: "Capital (owner's money)", needsContact: false },
  { value: 'loan', label: 'Loan received', needsContact: false },
  { value: 'interest_income', label: 'Interest income', needsContact: false },
  { value: 'other_income', label: 'Other income', needsContact: false },
  { value: 'gift', label: 'Gift or grant', needsContact: false },
  { value: 'commission', label: 'Commission received', needsContact: false },
  { value: 'service_charge', label: 'Service charge', needsContact: false },
  { value: 'bad_debt_recovered', label: 'Bad debt recovered', needsContact: false },
  { value: 'debt_repayment', label: 'Debt repaid by a customer', needsContact: true },
  { value: 'customer_deposit', label: 'Customer deposit', needsContact: true },
];
