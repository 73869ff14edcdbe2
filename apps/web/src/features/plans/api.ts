// Plans and billing calls (002 §7 "Payment"): the catalogue and the plan in force, paying by card
// (a plan, the order chosen at sign-up, extra users, a new card), the payment's confirmation when
// the provider sends the browser back, the saved card and the payments made.
//
// Every payment answers with the card provider's checkout address (`authorization_url`): the
// browser goes there, pays, and comes back to /payment/process. Moving to the free plan needs no
// payment: the answer has no address and the plan changed at once (002 §4).

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf, DataOf } from '../../lib/api-answers.js';
import { apiClient, type ApiError, type ApiSuccess } from '../../lib/api-client.js';
import { leaveApp } from '../../lib/leave-app.js';
import { invalidateTaggedReads } from '../../lib/query-client.js';
import { queryTags } from '../../lib/query-tags.js';

export type PlanCatalogue = DataOf<'/api/v1/payment/plans', 'get'>;
export type CatalogueEntry = PlanCatalogue['plans'][number];
export type PlanCurrency = PlanCatalogue['currencies'][number];
export type Period = PlanCatalogue['periods'][number];
export type PlanStatus = DataOf<'/api/v1/payment/plan', 'get'>;

export type BuyPlanBody = BodyOf<'/api/v1/payment/plans', 'post'>;
export type AdditionalUsersBody = BodyOf<'/api/v1/payment/plans/additional-users', 'post'>;
export type CompleteOrderBody = BodyOf<'/api/v1/payment/complete-order', 'post'>;
/** What a payment's confirmation says: its status, what it was for, the plan now and the card used. */
export type Verification = DataOf<'/api/v1/payment/verify', 'post'>;
export type SavedCard = NonNullable<DataOf<'/api/v1/payment/card', 'get'>>;
export type PaymentHistoryPage = AnswerOf<'/api/v1/payment/history', 'get'>;
export type PaymentRecord = PaymentHistoryPage['data'][number];

/** The free plan's id (Micro Business Plan): choosing it needs no payment. */
export const FREE_PLAN_ID = 1;
/** Spec 002 §9: list pages hold 25 rows. */
export const HISTORY_PAGE_SIZE = 25;

export const plansKeys = {
  all: ['plans'] as const,
  catalogue: () => [...plansKeys.all, 'catalogue'] as const,
  current: () => [...plansKeys.all, 'current'] as const,
  card: () => [...plansKeys.all, 'card'] as const,
  history: (page: number) => [...plansKeys.all, 'history', { page, limit: HISTORY_PAGE_SIZE }] as const,
  verification: (reference: string) => [...plansKeys.all, 'verification', reference] as const,
};

/** Payments change the plan, the users allowed and the shell's plan state (GET /auth). */
const changesPlan = [queryTags.plan, queryTags.session] as const;

export function usePlanCatalogue() {
  return useQuery({
    queryKey: plansKeys.catalogue(),
    queryFn: async ({ signal }) => (await apiClient.get<PlanCatalogue>('/payment/plans', { signal })).data,
    staleTime: Infinity,
  });
}

export function useCurrentPlan() {
  return useQuery({
    queryKey: plansKeys.current(),
    queryFn: async ({ signal }) => (await apiClient.get<PlanStatus>('/payment/plan', { signal })).data,
    meta: { tags: [queryTags.plan] },
  });
}

export function useSavedCard() {
  return useQuery({
    queryKey: plansKeys.card(),
    queryFn: async ({ signal }) => (await apiClient.get<DataOf<'/api/v1/payment/card', 'get'>>('/payment/card', { signal })).data,
    meta: { tags: [queryTags.plan] },
  });
}

export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: plansKeys.history(page),
    queryFn: async ({ signal }) => apiClient.get<PaymentRecord[], PaymentHistoryPage>(`/payment/history?page=${page}&limit=${HISTORY_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { tags: [queryTags.plan] },
  });
}

export function useStartTrial() {
  return useMutation({
    mutationFn: (body: BodyOf<'/api/v1/payment/plans/trial', 'post'>) =>
      apiClient.post<DataOf<'/api/v1/payment/plans/trial', 'post'>>('/payment/plans/trial', body),
    meta: { invalidates: changesPlan, notify: { success: true, failure: true } },
  });
}

/** The part of every payment's answer the browser acts on. */
interface Checkout {
  authorization_url: string | null;
}

/** Off to the provider's checkout page when the answer has one; the caller handles the rest. */
function toCheckout<TAnswer extends ApiSuccess<Checkout>>(answer: TAnswer): TAnswer {
  if (answer.data.authorization_url) leaveApp.goTo(answer.data.authorization_url);
  return answer;
}

type BuyPlanAnswer = ApiSuccess<DataOf<'/api/v1/payment/plans', 'post'>>;

/**
 * POST /payment/plans: a paid plan (new, renewed or extended) goes to the provider's checkout; the
 * free plan changes at once and answers without an address. The mutation stays successful while the
 * browser leaves, so buttons that check `isPending || isSuccess` stay disabled until it has gone.
 */
export function useBuyPlan() {
  return useMutation<BuyPlanAnswer, ApiError, BuyPlanBody>({
    mutationFn: async (body) => toCheckout(await apiClient.post<BuyPlanAnswer['data']>('/payment/plans', body)),
    meta: { invalidates: changesPlan, notify: { failure: true } },
  });
}

type CompleteOrderAnswer = ApiSuccess<DataOf<'/api/v1/payment/complete-order', 'post'>>;

/** POST /payment/complete-order: pays for the plan chosen at sign-up (CompleteOrder). */
export function useCompleteOrder() {
  return useMutation<CompleteOrderAnswer, ApiError, CompleteOrderBody>({
    mutationFn: async (body) => toCheckout(await apiClient.post<CompleteOrderAnswer['data']>('/payment/complete-order', body)),
    meta: { invalidates: changesPlan, notify: { failure: true } },
  });
}

type AdditionalUsersAnswer = ApiSuccess<DataOf<'/api/v1/payment/plans/additional-users', 'post'>>;

/** POST /payment/plans/additional-users: more users on the running paid plan, until it ends. */
export function useBuyAdditionalUsers() {
  return useMutation<AdditionalUsersAnswer, ApiError, AdditionalUsersBody>({
    mutationFn: async (body) => toCheckout(await apiClient.post<AdditionalUsersAnswer['data']>('/payment/plans/additional-users', body)),
    meta: { notify: { failure: true } },
  });
}

type ChangeCardAnswer = ApiSuccess<DataOf<'/api/v1/payment/change-card', 'post'>>;

/** POST /payment/change-card: a small charge on the new card, refunded, that saves it for renewals. */
export function useChangeCard() {
  return useMutation<ChangeCardAnswer, ApiError, void>({
    mutationFn: async () => toCheckout(await apiClient.post<ChangeCardAnswer['data']>('/payment/change-card', {})),
    meta: { notify: { failure: true } },
  });
}

type AutoRenewalAnswer = ApiSuccess<DataOf<'/api/v1/payment/auto-renew', 'patch'>>;

/** PATCH /payment/auto-renew: the plan renews itself with the saved card a day before it ends, or not. The answer is the card with its setting. */
export function useSetAutoRenewal() {
  const queryClient = useQueryClient();
  return useMutation<AutoRenewalAnswer, ApiError, BodyOf<'/api/v1/payment/auto-renew', 'patch'>>({
    mutationFn: (body) => apiClient.patch<AutoRenewalAnswer['data']>('/payment/auto-renew', body),
    onSuccess: (answer) => queryClient.setQueryData(plansKeys.card(), answer.data.card),
    meta: { notify: { success: true, failure: true } },
  });
}

/**
 * POST /payment/verify for the reference the provider sent the browser back with. A query keyed by
 * the reference, not a mutation in an effect: React runs effects twice in development and a
 * remount would ask again, while the query asks once and keeps the answer. The server records a
 * payment once however often it is asked; the plan and the session are re-read once it succeeded,
 * so the shell stops showing the old plan.
 */
export function usePaymentVerification(reference: string) {
  const queryClient = useQueryClient();
  return useQuery<ApiSuccess<Verification>, ApiError>({
    queryKey: plansKeys.verification(reference),
    queryFn: async () => {
      const answer = await apiClient.post<Verification>('/payment/verify', { reference } satisfies BodyOf<'/api/v1/payment/verify', 'post'>);
      if (answer.data.status === 'success') await invalidateTaggedReads(queryClient, changesPlan);
      // The server's message too: a declined payment shows it.
      return answer;
    },
    enabled: reference !== '',
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
