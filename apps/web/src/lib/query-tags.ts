// Invalidation by tags. A query says what it shows (`meta: { tags: [queryTags.ledger] }`); a mutation
// says what it changes (`meta: { invalidates: [queryTags.ledger] }`). After a mutation succeeds the
// QueryClient (query-client.ts) refetches every query carrying one of those tags, so no feature has
// to know which other features read the data it writes.
//
//   useQuery({ queryKey: reportsKeys.profitAndLoss(p), queryFn, meta: { tags: [queryTags.ledger] } })
//   useMutation({ mutationFn: recordSale, meta: { invalidates: [queryTags.ledger, queryTags.catalogue] } })

export const queryTags = {
  /** Anything derived from journal lines: balances, transaction lists, reports, dashboard figures. */
  ledger: 'ledger',
  /** Products, services, stock levels. */
  catalogue: 'catalogue',
  /** Customers, suppliers and other contacts. */
  contacts: 'contacts',
  /** The signed-in user and their business (GET /auth). */
  session: 'session',
  /** Business profile, bank accounts, account settings (currency, tax…). */
  businessSettings: 'business-settings',
  /** The list of the user's businesses. */
  businesses: 'businesses',
  /** Team members, invitations, custom roles. */
  team: 'team',
  /** The plan and its limits. */
  plan: 'plan',
  /** The audit trail (every command appends to it). */
  audit: 'audit',
} as const;

export type QueryTag = (typeof queryTags)[keyof typeof queryTags];

/** What a mutation may say about how its outcome is announced (top-right alert, 5 s). */
export interface MutationNotice {
  /** Alert on success: true uses the server's message, a string overrides it. Default: no alert. */
  success?: boolean | string;
  /** Alert on failure with the server's message. Default false: forms show the error beside the fields. */
  failure?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { tags?: readonly QueryTag[] };
    mutationMeta: { invalidates?: readonly QueryTag[]; notify?: MutationNotice };
  }
}

/** True when a query's tags and a mutation's invalidated tags meet. */
export function tagsMeet(queryTagsOfQuery: readonly QueryTag[] | undefined, invalidated: readonly QueryTag[] | undefined): boolean {
  if (!queryTagsOfQuery || !invalidated) return false;
  return queryTagsOfQuery.some((tag) => invalidated.includes(tag));
}
