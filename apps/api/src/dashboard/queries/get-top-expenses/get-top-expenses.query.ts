import { Query } from '@nestjs/cqrs';
import type { Period } from '../../periods.js';

/** Spec 000 §3 "Top expense" (name and accountCode are ours). */
export interface TopExpense {
  amount: string;
  /** The expense category (spec 002 §3). */
  subtype: string;
  name: string;
  accountCode: string;
}

export class GetTopExpensesQuery extends Query<TopExpense[]> {
  constructor(
    readonly businessId: string,
    readonly period: Period,
    readonly limit: number,
    /** A position: the answer as it was when the history ended there; absent: now. */
    readonly knownAt?: string,
  ) {
    super();
  }
}
