import { displayDate, Decimal } from '@ledgerline/ledger';
import type { CashFlowReport } from '@ledgerline/projections';
import type { PrintedRow } from './profit-and-loss-document.js';
import { renderStatementPdf } from './statement-pdf.js';

const isZero = (amount: string) => new Decimal(amount).isZero();

/**
 * The cash flow statement in print order, as the screen shows it: the cash at the start, each
 * section's lines that moved and its net, the change, the cash at the end, then each cash account.
 */
export function cashFlowRows(report: CashFlowReport): PrintedRow[] {
  const rows: PrintedRow[] = [{ label: 'Cash at the start', amounts: [report.openingCash], style: 'key' }];
  if (!isZero(report.openingBalancesEntered)) {
    rows.push({ label: 'of which opening balances entered in the period', amounts: [report.openingBalancesEntered], style: 'memo' });
  }
  for (const section of report.sections) {
    rows.push({ label: section.label, amounts: [], style: 'heading' });
    const moved = section.lines.filter((line) => !isZero(line.amount));
    if (moved.length === 0) rows.push({ label: 'No movements', amounts: [], style: 'memo' });
    for (const line of moved) rows.push({ label: line.label, amounts: [line.amount], style: 'line' });
    rows.push({ label: `Net cash from ${section.label.toLowerCase()}`, amounts: [section.total], style: 'total' });
  }
  rows.push({ label: 'Net change in cash', amounts: [report.netChange], style: 'key' });
  rows.push({ label: 'Cash at the end', amounts: [report.closingCash], style: 'key' });
  rows.push({ label: 'Cash accounts at the end', amounts: [], style: 'heading' });
  for (const account of report.accounts) rows.push({ label: account.name, amounts: [account.closing], style: 'line' });
  return rows;
}

export const cashFlowPeriodLabel = (report: CashFlowReport): string => `${displayDate(report.startDate)} to ${displayDate(report.endDate)}`;

export const cashFlowFileName = (report: CashFlowReport): string => `cash-flow-${report.startDate}-${report.endDate}.pdf`;

/** The cash flow statement as an A4 PDF. */
export function renderCashFlowPdf(report: CashFlowReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderStatementPdf(
    {
      title: 'Cash flow statement',
      businessName: report.businessName,
      currency: report.currency,
      columns: [cashFlowPeriodLabel(report)],
      rows: cashFlowRows(report),
    },
    options,
  );
}
