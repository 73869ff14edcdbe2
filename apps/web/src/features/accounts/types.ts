// Shapes of GET /api/v1/accounts/balancedetails. Amounts are decimal strings, never numbers.

export interface AccountBalance {
  /** "cash" for cash on hand, otherwise the bank account's id. */
  id: string;
  code: string;
  name: string;
  balance: string;
}

export interface BalanceDetails {
  currency: string;
  total: string;
  accounts: AccountBalance[];
}
