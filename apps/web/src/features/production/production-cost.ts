// What a batch costs, as the ledger will book it (libs/ledger production.ts decideProduce): each
// raw material at its moving average (takeOutCost), plus the work in progress used, plus the
// additional costs; the total spread over the products made by quantity × price, by quantity
// when no price is given, the last product taking the rounding remainder (spreadValue). The
// server computes it again and stays the judge; this is what the form shows while it is filled in.

import { Decimal, roundToScale } from '@ledgerline/ledger';
import { readDecimal, readDecimalOrZero } from '../../lib/decimal-input.js';

export interface InputLine {
  id: string;
  quantity: string;
  /** In stock now, and its value: from the search the raw material was picked from. */
  onHand: string;
  stockValue: string;
}

export interface OutputLine {
  id: string;
  quantity: string;
  price: string;
}

/** A raw material line's cost at moving average: all of the stock is all of its value. */
export function inputCost(line: InputLine, scale: number): Decimal {
  const quantity = readDecimal(line.quantity);
  const onHand = readDecimal(line.onHand);
  const value = readDecimalOrZero(line.stockValue);
  if (!line.id || !quantity || !onHand || !onHand.gt(0)) return new Decimal(0);
  if (quantity.eq(onHand)) return value;
  return roundToScale(value.times(quantity).dividedBy(onHand), scale);
}

export interface BatchCost {
  materials: Decimal;
  wip: Decimal;
  additional: Decimal;
  total: Decimal;
  /** Each product line's share of the total, in the form's order (zero for a line not filled in). */
  outputValues: Decimal[];
}

export function batchCost(
  values: { inputs: InputLine[]; wip: string; additionalCosts: { amount: string }[]; outputs: OutputLine[] },
  scale: number,
): BatchCost {
  const materials = values.inputs.reduce((sum, line) => sum.plus(inputCost(line, scale)), new Decimal(0));
  const wip = readDecimalOrZero(values.wip);
  const additional = values.additionalCosts.reduce((sum, cost) => sum.plus(readDecimalOrZero(cost.amount)), new Decimal(0));
  const total = materials.plus(wip).plus(additional);
  return { materials, wip, additional, total, outputValues: spread(total, values.outputs, scale) };
}

function spread(total: Decimal, outputs: OutputLine[], scale: number): Decimal[] {
  const counted = outputs.map((line) => ({ quantity: readDecimalOrZero(line.quantity), price: readDecimalOrZero(line.price), counts: line.id !== '' }));
  const lines = counted.filter((line) => line.counts && line.quantity.gt(0));
  const byPrice = lines.map((line) => line.quantity.times(line.price));
  const weights = byPrice.some((weight) => weight.gt(0)) ? byPrice : lines.map((line) => line.quantity);
  const sum = weights.reduce((s, weight) => s.plus(weight), new Decimal(0));
  let given = new Decimal(0);
  const values = lines.map((_, index) => {
    const value = index === lines.length - 1 ? total.minus(given) : roundToScale(total.times(weights[index]!).dividedBy(sum), scale);
    given = given.plus(value);
    return value;
  });
  let next = 0;
  return counted.map((line) => (line.counts && line.quantity.gt(0) ? values[next++]! : new Decimal(0)));
}
