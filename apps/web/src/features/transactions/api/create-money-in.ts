import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { queryTags } from '../../../lib/query-tags.js';
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
  return useMutation<ApiSuccess<RecordedTransaction>, ApiError, CreateMoneyInVariables>({
    mutationKey: transactionsKeys.createMoneyIn(),
    mutationFn: createMoneyIn,
    // Money in moves account balances and adds a transaction: every ledger read refetches, and the
    // mutation stays pending until they have (lib/query-tags.ts).
    meta: { invalidates: [queryTags.ledger, queryTags.audit] },
  });
}
