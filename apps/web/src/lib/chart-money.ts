// How every chart of amounts writes them, in the business's currency: the tooltip's full amount at
// the currency's decimals ("₦1,500.50", "JPY 1,500") and the y axis' short ticks with the symbol
// ("₦60M"), in an axis wide enough for them. Charts plot numbers (chartValue in money.ts turns the
// amounts into floats for drawing only); this turns the plotted numbers back into text.
//
// No recharts here: the pages import this with their first paint, the charts themselves come in
// lazily loaded chunks. The axis props are plain values that @mantine/charts hands on to recharts.
//
//   const chartMoney = useChartMoney();
//   <BarChart valueFormatter={chartMoney.valueFormatter} yAxisProps={chartMoney.yAxisProps} … />

import { useMemo } from 'react';
import type { MoneyFormat } from './money.js';
import { useMoney } from './money-context.js';

/** What a chart of amounts takes: `valueFormatter` (tooltips, donut labels) and `yAxisProps` (bar, area, composite charts). */
export interface ChartMoney {
  /** A plotted amount in full: 1500.5 → "₦1,500.50" (JPY: "JPY 1,501"). */
  valueFormatter: (value: number) => string;
  /** The value axis: compact ticks with the symbol ("₦60M"), an axis as wide as the widest of them, whole ticks for a currency without decimals. */
  yAxisProps: { width: number; allowDecimals: boolean; tickFormatter: (value: number) => string };
}

/** Thousand, million…: the suffixes of the compact ticks, largest first. */
const UNITS = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/** At most two digits after the point, none where they are 0: 1.25 → 1.25, 1.2 → 1.2, 60 → 60, 0.004 → 0. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * 1,250,000 → "1.25M", -2,500 → "-2.5K", 999,999 → "1M", 250 → "250": an axis' ticks, where the
 * full amount would not fit. Ticks are round numbers, so two digits after the point say them exactly.
 */
export function compactAmount(value: number): string {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  for (let index = 0; index < UNITS.length; index += 1) {
    const [unit, suffix] = UNITS[index]!;
    if (size < unit) continue;
    const scaled = twoDecimals(size / unit);
    // 999,999 would round to 1000K: the next unit up says it, 1M.
    if (scaled >= 1000 && index > 0) return `${sign}${twoDecimals(size / UNITS[index - 1]![0])}${UNITS[index - 1]![1]}`;
    return `${sign}${scaled}${suffix}`;
  }
  const small = twoDecimals(size);
  return small === 0 ? '0' : `${sign}${small}`;
}

/** What goes before the figure: "₦", or the code and a space ("JPY ") as money.format writes it. */
function prefixOf(money: MoneyFormat): string {
  return money.symbol === money.currency ? `${money.symbol} ` : money.symbol;
}

/** A compact tick with the currency: 60,000,000 → "₦60M", -1,500 → "-₦1.5K". */
export function compactMoney(value: number, money: MoneyFormat): string {
  const compact = compactAmount(value);
  if (compact === '') return '';
  return compact.startsWith('-') ? `-${prefixOf(money)}${compact.slice(1)}` : `${prefixOf(money)}${compact}`;
}

/**
 * A plotted number in full at the currency's decimals. The numbers come from decimal strings with at
 * most those decimals (chartValue), so toFixed gives back the amount drawn; what is not a number is "—".
 */
export function chartAmount(value: number, money: MoneyFormat): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return '—';
  return money.format(value.toFixed(money.decimals));
}

/** Pixels per character of a 12 px axis tick (digits are about 7, "M" and "₦" a little more). */
const TICK_CHARACTER = 7.5;
/** The tick's own offset from the axis line (Mantine moves it 10 px left) and a little air. */
const TICK_OFFSET = 14;

/** The axis width the widest tick of this currency needs: "-₦999.9M" (8 characters) → 74. */
export function moneyAxisWidth(money: MoneyFormat): number {
  const widest = `-${prefixOf(money)}999.9M`;
  return Math.ceil(widest.length * TICK_CHARACTER + TICK_OFFSET);
}

/** The chart props for a currency (see useChartMoney). */
export function chartMoney(money: MoneyFormat): ChartMoney {
  return {
    valueFormatter: (value) => chartAmount(value, money),
    yAxisProps: { width: moneyAxisWidth(money), allowDecimals: money.decimals > 0, tickFormatter: (value) => compactMoney(value, money) },
  };
}

/** A chart's `valueFormatter` and `yAxisProps` in the business's currency (useMoney). */
export function useChartMoney(): ChartMoney {
  const money = useMoney();
  return useMemo(() => chartMoney(money), [money]);
}
