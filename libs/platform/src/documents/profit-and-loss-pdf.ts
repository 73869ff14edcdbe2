import type { ProfitAndLossReport } from '@ledgerline/projections';
import { periodLabels, profitAndLossRows } from './profit-and-loss-document.js';
import { renderStatementPdf } from './statement-pdf.js';

/** The profit and loss as an A4 PDF: one amount column per period. */
export function renderProfitAndLossPdf(report: ProfitAndLossReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderStatementPdf(
    {
      title: 'Profit and loss',
      businessName: report.businessName,
      currency: report.currency,
      columns: periodLabels(report),
      rows: profitAndLossRows(report),
      ...(report.knownAt ? { note: `As known at event ${report.knownAt} (later corrections not included)` } : {}),
    },
    options,
  );
}
