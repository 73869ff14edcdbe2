// The bank statement and reconciliation routes (ours, under /api/v1; docs/bank-reconciliation.md).
// Nothing here posts to the ledger: an import or a match changes this feature's reads only. The
// reconciliation also reads the books (its book balance and entries), so it follows the ledger tag.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf } from '../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../lib/api-client.js';
import { apiForm } from '../../lib/api-form.js';
import { queryTags } from '../../lib/query-tags.js';
import { bankReconciliationKeys } from './bank-reconciliation.keys.js';

export type BankStatementSummary = DataOf<'/api/v1/bank-statements', 'get'>[number];
export type BankStatement = DataOf<'/api/v1/bank-statements/{statementId}', 'get'>;
export type BankStatementLine = BankStatement['lines'][number];
export type StatementImported = DataOf<'/api/v1/bank-statements', 'post'>;
export type Reconciliation = DataOf<'/api/v1/bank-reconciliation', 'get'>;
/** A book entry of the bank account: signed, + money into the bank. */
export type BookEntry = Reconciliation['unmatchedEntries'][number];
export type UnmatchedStatementLine = Reconciliation['unmatchedLines'][number];
export type MatchBody = BodyOf<'/api/v1/bank-reconciliation/matches', 'post'>;
export type AutoMatchBody = BodyOf<'/api/v1/bank-reconciliation/auto-match', 'post'>;
type MatchAnswer = DataOf<'/api/v1/bank-reconciliation/matches', 'post'>;
type AutoMatched = DataOf<'/api/v1/bank-reconciliation/auto-match', 'post'>;
type Unmatched = DataOf<'/api/v1/bank-reconciliation/matches/{lineId}', 'delete'>;
type RemovedStatement = DataOf<'/api/v1/bank-statements/{statementId}', 'delete'>;
/** A bank account as GET /accounts/bank-accounts names it. */
export type BankAccountOption = DataOf<'/api/v1/accounts/bank-accounts', 'get'>[number];

/** A refused statement names each bad row (`Row 7: …`; row null for the file as a whole). */
export interface StatementRowError {
  row: number | null;
  message: string;
}

export function statementRowErrors(error: ApiError | null): StatementRowError[] {
  if (error?.code !== 'STATEMENT_INVALID') return [];
  // The client types a 400's errors as fields; this route's are rows.
  return (error.errors as unknown as StatementRowError[]).filter((item) => typeof item?.message === 'string');
}

const withIdempotency = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The business's bank accounts: the ones a statement belongs to. */
export const useStatementBankAccounts = () =>
  useQuery({
    queryKey: bankReconciliationKeys.bankAccounts(),
    meta: { tags: [queryTags.businessSettings] },
    queryFn: async ({ signal }) => (await apiClient.get<BankAccountOption[]>('/accounts/bank-accounts', { signal })).data,
  });

export const useBankStatements = (bankAccountId: string | null) =>
  useQuery({
    queryKey: bankReconciliationKeys.statements(bankAccountId ?? ''),
    enabled: Boolean(bankAccountId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<BankStatementSummary[]>(`/bank-statements?bankAccountId=${encodeURIComponent(bankAccountId!)}`, { signal })).data,
  });

export const useBankStatement = (statementId: string | null) =>
  useQuery({
    queryKey: bankReconciliationKeys.statement(statementId ?? ''),
    enabled: Boolean(statementId),
    queryFn: async ({ signal }) => (await apiClient.get<BankStatement>(`/bank-statements/${encodeURIComponent(statementId!)}`, { signal })).data,
  });

export interface ReconciliationPeriod {
  bankAccountId: string;
  /** '' asks for the server's default (the first of the end date's month; today). */
  startDate: string;
  endDate: string;
}

export const useReconciliation = (period: ReconciliationPeriod | null) =>
  useQuery({
    queryKey: bankReconciliationKeys.reconciliation(period?.bankAccountId ?? '', period?.startDate ?? '', period?.endDate ?? ''),
    enabled: period !== null,
    // The book balance and entries are the ledger's: a sale or expense recorded elsewhere changes them.
    meta: { tags: [queryTags.ledger] },
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ bankAccountId: period!.bankAccountId });
      if (period!.startDate) query.set('startDate', period!.startDate);
      if (period!.endDate) query.set('endDate', period!.endDate);
      return (await apiClient.get<Reconciliation>(`/bank-reconciliation?${query}`, { signal })).data;
    },
  });

/** Every write of this feature changes its reads only: statements, their lines and the reconciliation. */
function useStatementWrite<TData, TVariables>(write: (variables: TVariables) => Promise<ApiSuccess<TData>>) {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<TData>, ApiError, TVariables>({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankReconciliationKeys.all }),
  });
}

export interface StatementUpload {
  bankAccountId: string;
  file: File;
  /** Only when the file has no Balance column. */
  closingBalance?: string;
  idempotencyKey: string;
}

export const useImportStatement = () =>
  useStatementWrite(({ bankAccountId, file, closingBalance, idempotencyKey }: StatementUpload) => {
    const form = apiForm<'/api/v1/bank-statements', 'post'>({ bankAccountId, statement: file, ...(closingBalance ? { closingBalance } : {}) });
    return apiClient.post<StatementImported>('/bank-statements', form, withIdempotency(idempotencyKey));
  });

export const useRemoveStatement = () =>
  useStatementWrite(({ statementId, idempotencyKey }: { statementId: string; idempotencyKey: string }) =>
    apiClient.delete<RemovedStatement>(`/bank-statements/${encodeURIComponent(statementId)}`, undefined, withIdempotency(idempotencyKey)),
  );

export const useMatchLine = () =>
  useStatementWrite(({ body, idempotencyKey }: { body: MatchBody; idempotencyKey: string }) =>
    apiClient.post<MatchAnswer>('/bank-reconciliation/matches', body, withIdempotency(idempotencyKey)),
  );

export const useUnmatchLine = () =>
  useStatementWrite(({ lineId, idempotencyKey }: { lineId: string; idempotencyKey: string }) =>
    apiClient.delete<Unmatched>(`/bank-reconciliation/matches/${encodeURIComponent(lineId)}`, undefined, withIdempotency(idempotencyKey)),
  );

export const useAutoMatch = () =>
  useStatementWrite(({ body, idempotencyKey }: { body: AutoMatchBody; idempotencyKey: string }) =>
    apiClient.post<AutoMatched>('/bank-reconciliation/auto-match', body, withIdempotency(idempotencyKey)),
  );
