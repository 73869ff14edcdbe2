import { Command } from '@nestjs/cqrs';
import type { ReportPeriod } from '@ledgerline/ledger';

export interface SentProfitAndLoss {
  email: string;
  fileName: string;
}

/** Mails the profit and loss (the PDF attached) to `email`. */
export class SendProfitAndLossCommand extends Command<SentProfitAndLoss> {
  constructor(
    readonly businessId: string,
    readonly email: string,
    readonly name: string | undefined,
    readonly period1: ReportPeriod,
    readonly period2: ReportPeriod | undefined,
    readonly knownAt: string | undefined,
  ) {
    super();
  }
}
