/**
 * The name a bank account goes by wherever the product names one (the payment account pickers and
 * balances, the transactions list, an account's page, the reports, the journal export): its bank's
 * name, made unique with the account number's last four digits when the business has another
 * account at the same bank (`GTBank`; `GTBank 1234` and `GTBank 5678`). Name a business's accounts
 * together, removed ones included, so each keeps one name on every screen and in its history.
 */
export function bankAccountNames(accounts: readonly { bankAccountId: string; bankName: string; accountNumber: string }[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const account of accounts) counts.set(account.bankName, (counts.get(account.bankName) ?? 0) + 1);
  return new Map(
    accounts.map((account) => [
      account.bankAccountId,
      (counts.get(account.bankName) ?? 0) > 1
        ? `${account.bankName} ${account.accountNumber.slice(-4) || account.bankAccountId.slice(0, 8)}`
        : account.bankName,
    ]),
  );
}
