import { Query } from '@nestjs/cqrs';
import type { AccountType, NormalBalance } from '@ledgerline/ledger';

export interface ChartViewRequest {
  /** A bank account id: the bank page narrowed to it; any other page narrowed to entries through it. */
  bank?: string;
  from?: string;
  to?: string;
  knownAt?: bigint;
  page: number;
  limit: number;
}

/** One end of a transfer: "Cash" or a bank account id, and its name. */
export interface TransferEnd {
  id: string;
  name: string;
}

export interface ChartViewLine {
  date: string;
  reference: string | null;
  transactionId: string;
  /** The document's list type (sales, purchases, inflows, …). */
  type: string | null;
  description: string | null;
  contact: { id: string; name: string | null } | null;
  account: { code: string; name: string; bankAccount?: { id: string; name: string } };
  /** A transfer between the business's accounts: where the money came from and went, by name; null otherwise. */
  transfer: { from: TransferEnd; to: TransferEnd } | null;
  debit: string;
  credit: string;
  /** The page's balance after this line. */
  balance: string;
  /** Posted by a void or an amendment of the document, not by the document itself. */
  correction: boolean;
  /** The document has since been voided (its reversal is a line of its own). */
  voided: boolean;
  position: string;
}

export interface ChartViewPage {
  type: string;
  subtype: string | null;
  account: {
    code: string | null;
    name: string;
    type: AccountType;
    normalBalance: NormalBalance;
    accounts: { code: string; name: string; type: AccountType }[];
  };
  /** The bank account the page is narrowed to (`?bank=`); `name` as every screen names it (`GTBank`, or `GTBank 1234` beside another GTBank account). */
  bankAccount: { id: string; name: string; bankName: string; accountName: string; accountNumber: string } | null;
  currency: string;
  startDate: string | null;
  endDate: string | null;
  knownAt: string | null;
  /** The balance before startDate (0 without one). */
  openingBalance: string;
  /** Σ of the period's debits and credits. */
  totalDebit: string;
  totalCredit: string;
  /** The balance at endDate (or now): openingBalance plus the period's lines. */
  closingBalance: string;
  data: ChartViewLine[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** One page of the chart of accounts (`/accounting/{type}/{subtype}`): a ledger with running balances. */
export class GetChartViewQuery extends Query<ChartViewPage> {
  constructor(
    readonly businessId: string,
    readonly type: string,
    readonly subtype: string | null,
    readonly request: ChartViewRequest,
  ) {
    super();
  }
}
