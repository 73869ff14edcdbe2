import { displayDate, type ReportLine, type ReportSection } from '@ledgerline/ledger';
import type { ProfitAndLossReport } from '@ledgerline/projections';

/** One printed row of the profit and loss (the PDF and the e-mail draw the same rows). */
export interface PrintedRow {
  label: string;
  amounts: string[];
  style: 'heading' | 'line' | 'detail' | 'total' | 'key' | 'memo';
}

const rowOf = (line: ReportLine, style: PrintedRow['style']): PrintedRow => ({ label: line.label, amounts: line.amounts, style });

function sectionRows(section: ReportSection): PrintedRow[] {
  const rows: PrintedRow[] = [{ label: section.label, amounts: [], style: 'heading' }];
  for (const line of section.lines) {
    rows.push(rowOf(line, 'line'));
    for (const detail of line.lines ?? []) rows.push(rowOf(detail, 'detail'));
  }
  rows.push(rowOf(section.total, 'total'));
  return rows;
}

/** The report in print order (LEDGER.md §8). */
export function profitAndLossRows(report: ProfitAndLossReport): PrintedRow[] {
  return [
    ...sectionRows(report.revenue),
    ...sectionRows(report.costOfSales),
    rowOf(report.grossProfit, 'key'),
    ...sectionRows(report.operatingExpenses),
    ...sectionRows(report.otherIncome),
    rowOf(report.operatingProfit, 'key'),
    ...sectionRows(report.finance),
    rowOf(report.netProfit, 'key'),
    rowOf(report.vatOnSales, 'memo'),
  ];
}

/** "01/01/2026 to 31/03/2026" for each period (the file's name keeps YYYY-MM-DD, which sorts). */
export const periodLabels = (report: ProfitAndLossReport): string[] =>
  report.periods.map((period) => `${displayDate(period.startDate)} to ${displayDate(period.endDate)}`);

export const profitAndLossFileName = (report: ProfitAndLossReport): string => `profit-and-loss-${report.periods[0].startDate}-${report.periods[0].endDate}.pdf`;
