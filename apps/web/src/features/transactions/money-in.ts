// The money-in subtypes as the API defines them (POST /api/v1/transactions/money-in).

export type MoneyInSubtype =
  | 'capital'
  | 'loan'
  | 'interest_income'
  | 'other_income'
  | 'gift'
  | 'commission'
  | 'service_charge'
  | 'bad_debt_recovered'
  | 'debt_repayment'
  | 'customer_deposit';

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
