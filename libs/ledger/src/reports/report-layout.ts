import { Decimal } from '../decimal.js';

/** One line of a report: one amount per column (period or date), decimal strings at the currency's scale. */
export interface ReportLine {
  /** Stable id: `account:4000`, `cashAtBank`, `grossProfit`, … */
  key: string;
  label: string;
  /** The account, when the line is exactly one account. */
  code?: string;
  amounts: string[];
  /** A breakdown that adds up to the line (cash at bank per bank, inventories per account). */
  lines?: ReportLine[];
}

export interface ReportSection {
  key: string;
  label: string;
  lines: ReportLine[];
  total: ReportLine;
}

/** A figure of the spec's report (002 §3): `start` is the first column, `end` the second (null without one). */
export interface ReportFigure {
  start: string;
  end: string | null;
}

/** Builds lines from per-column Decimals, formatted at one scale. */
export class LineMaker {
  constructor(readonly scale: number) {}

  format(value: Decimal): string {
    return formatReportAmount(value, this.scale);
  }

  line(key: string, label: string, values: readonly Decimal[], extra: { code?: string; lines?: ReportLine[] } = {}): ReportLine {
    return {
      key,
      label,
      ...(extra.code !== undefined ? { code: extra.code } : {}),
      amounts: values.map((value) => this.format(value)),
      ...(extra.lines && extra.lines.length > 0 ? { lines: extra.lines } : {}),
    };
  }

  section(key: string, label: string, lines: ReportLine[], totalLabel: string, totals: readonly Decimal[]): ReportSection {
    return { key, label, lines, total: this.line(`${key}Total`, totalLabel, totals) };
  }
}

/** `value` at `scale` places, rounded half up, never "-0.00". */
export function formatReportAmount(value: Decimal, scale: number): string {
  const fixed = value.toFixed(scale);
  return fixed.startsWith('-') && /^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed;
}

/** Column-wise sum. */
export function sumColumns(columns: number, rows: readonly (readonly Decimal[])[]): Decimal[] {
  return Array.from({ length: columns }, (_, index) => rows.reduce((sum, row) => sum.plus(row[index]), new Decimal(0)));
}

export const figureOf = (values: readonly string[]): ReportFigure => ({ start: values[0], end: values[1] ?? null });
