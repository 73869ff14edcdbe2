// The transaction commands. Each says what it changes (meta.invalidates: the ledger's reads and the
// audit trail refetch once it succeeds, and the mutation stays pending until they have), and the api
// client sends the returned position as X-Consistent-After, so those reads include the write.

import { useMutation } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf, Schema } from '../../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../../lib/api-client.js';
import { apiForm } from '../../../lib/api-form.js';
import { queryTags } from '../../../lib/query-tags.js';

/** What a record command answers: the event-store position makes the next reads wait for it. */
export type RecordedTransaction =
  | DataOf<'/api/v1/transactions/sales', 'post'>
  | DataOf<'/api/v1/transactions/purchases', 'post'>
  | DataOf<'/api/v1/transactions/expenses', 'post'>
  | DataOf<'/api/v1/transactions/money-in', 'post'>
  | DataOf<'/api/v1/transactions/money-out', 'post'>
  | DataOf<'/api/v1/transaction/account-transfer', 'post'>
  | DataOf<'/api/v1/transactions/record-payment', 'post'>;
/** What a void or an edit answers. */
export type CorrectedTransaction = DataOf<'/api/v1/transactions/{id}', 'delete'>;
type ResentReceipt = DataOf<'/api/v1/transactions/{reference}/resend-receipt', 'post'>;

const LEDGER_WRITE = [queryTags.ledger, queryTags.catalogue, queryTags.contacts, queryTags.audit] as const;

export interface CommandVariables<TBody> {
  body: TBody;
  /** One per submission; reused when the same submission is sent again. */
  idempotencyKey: string;
}

function postCommand<TBody>(path: string) {
  return ({ body, idempotencyKey }: CommandVariables<TBody>) =>
    apiClient.post<RecordedTransaction>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Where each kind of record is sent. */
export const COMMAND_PATHS = {
  sale: '/transactions/sales',
  purchase: '/transactions/purchases',
  expense: '/transactions/expenses',
  moneyIn: '/transactions/money-in',
  moneyOut: '/transactions/money-out',
  transfer: '/transaction/account-transfer',
  payment: '/transactions/record-payment',
} as const;

export type CommandKind = keyof typeof COMMAND_PATHS;

/** The body each record command takes, as the API documents it. */
export interface CommandBodies {
  sale: BodyOf<'/api/v1/transactions/sales', 'post'>;
  purchase: BodyOf<'/api/v1/transactions/purchases', 'post'>;
  expense: BodyOf<'/api/v1/transactions/expenses', 'post'>;
  moneyIn: BodyOf<'/api/v1/transactions/money-in', 'post'>;
  moneyOut: BodyOf<'/api/v1/transactions/money-out', 'post'>;
  transfer: BodyOf<'/api/v1/transaction/account-transfer', 'post'>;
  payment: BodyOf<'/api/v1/transactions/record-payment', 'post'>;
}

/** A command form's mutation; the form shows field errors itself, the alert shows the server's message. */
export function useRecordCommand<Kind extends CommandKind>(kind: Kind) {
  return useMutation<ApiSuccess<RecordedTransaction>, ApiError, CommandVariables<CommandBodies[Kind]>>({
    mutationKey: ['transactions', 'record', kind],
    mutationFn: postCommand<CommandBodies[Kind]>(COMMAND_PATHS[kind]),
    meta: { invalidates: LEDGER_WRITE, notify: { success: true } },
  });
}

/** Void: the journal lines reversed, dated as the original (DELETE /transactions/{id}). */
export function useVoidTransaction() {
  return useMutation<ApiSuccess<CorrectedTransaction>, ApiError, { id: string } & NonNullable<BodyOf<'/api/v1/transactions/{id}', 'delete'>>>({
    mutationFn: ({ id, reason }) => apiClient.delete<CorrectedTransaction>(`/transactions/${encodeURIComponent(id)}`, reason ? { reason } : undefined),
    meta: { invalidates: LEDGER_WRITE, notify: { success: true } },
  });
}

/** Edit (an amendment): the original reversed and the corrected one posted. */
export function useAmendTransaction() {
  return useMutation<ApiSuccess<CorrectedTransaction>, ApiError, { id: string; changes: BodyOf<'/api/v1/transactions/{id}', 'patch'> }>({
    mutationFn: ({ id, changes }) => apiClient.patch<DataOf<'/api/v1/transactions/{id}', 'patch'>>(`/transactions/${encodeURIComponent(id)}`, changes),
    meta: { invalidates: LEDGER_WRITE, notify: { success: true } },
  });
}

export function useResendReceipt() {
  return useMutation<ApiSuccess<ResentReceipt>, ApiError, { reference: string } & BodyOf<'/api/v1/transactions/{reference}/resend-receipt', 'post'>>({
    mutationFn: ({ reference, ...body }) => apiClient.post<ResentReceipt>(`/transactions/${encodeURIComponent(reference)}/resend-receipt`, body),
    meta: { notify: { success: true } },
  });
}

/** Rows imported and refused; a large file answers its job's id instead, to follow. */
export type BulkImportAnswer = AnswerOf<'/api/v1/transactions/bulk-import', 'post'>;
export type BulkImportResult = Schema<'ImportResult'>;
export type BulkImportJob = DataOf<'/api/v1/transactions/bulk-import/{jobId}', 'get'>;

export function useBulkImport() {
  return useMutation<BulkImportAnswer, ApiError, File>({
    mutationFn: async (file) => {
      const form = apiForm<'/api/v1/transactions/bulk-import', 'post'>({ imageFile: file });
      return (await apiClient.post<BulkImportAnswer['data']>('/transactions/bulk-import', form)) as BulkImportAnswer;
    },
    meta: { invalidates: LEDGER_WRITE, notify: { failure: true } },
  });
}

export async function bulkImportJob(jobId: string) {
  return (await apiClient.get<BulkImportJob>(`/transactions/bulk-import/${jobId}`)).data;
}
