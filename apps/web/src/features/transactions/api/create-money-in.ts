import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { invalidateLedgerReads } from '../../../lib/query-client.js';
import type { MoneyInBody, RecordedTransaction } from '../money-in.js';
import { transactionsKeys } from '../transactions.keys.js';

export interface CreateMoneyInVariables {
  body: MoneyInBody;
  /** One per submission; the caller reuses it when the same submission is retried. */
  idempotencyKey: string;
}

/** The api client records the returned position, so the next reads wait for this write. */
export function createMoneyIn({ body, idempotencyKey }: CreateMoneyInVariables): Promise<ApiSuccess<RecordedTransaction>> {
  return apiClient.post<RecordedTransaction>('/transactions/money-in', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateMoneyIn() {
  const queryClient = useQueryClient();
  return useMutation<ApiSuccess<RecordedTransaction>, ApiError, CreateMoneyInVariables>({
    mutationKey: transactionsKeys.createMoneyIn(),
    mutationFn: createMoneyIn,
    // Money in moves account balances and adds a transaction: refresh every ledger read
    // (accounts and transactions keys). Returned so the mutation stays pending until refetched.
    onSuccess: () => invalidateLedgerReads(queryClient),
  });
}
