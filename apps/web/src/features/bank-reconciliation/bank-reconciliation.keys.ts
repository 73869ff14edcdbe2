/** React Query keys of the bank statement and reconciliation screens. */
export const bankReconciliationKeys = {
  all: ['bank-reconciliation'] as const,
  bankAccounts: () => [...bankReconciliationKeys.all, 'bank-accounts'] as const,
  statements: (bankAccountId: string) => [...bankReconciliationKeys.all, 'statements', bankAccountId] as const,
  statement: (statementId: string) => [...bankReconciliationKeys.all, 'statement', statementId] as const,
  reconciliation: (bankAccountId: string, startDate: string, endDate: string) =>
    [...bankReconciliationKeys.all, 'reconciliation', bankAccountId, startDate, endDate] as const,
};
