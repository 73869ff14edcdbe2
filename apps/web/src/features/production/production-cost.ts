// What a batch costs, as the ledger will book it (libs/ledger production.ts decideProduce), with the
// ledger's own rules: each raw material at its moving average (takeOutCostAtScale), plus the work
// in progress used, plus the additional costs; the total spread over the products made
// (spreadValueAtScale). The server computes it again and stays the judge; this is what the form
// shows while it is filled in, so half-typed lines count as nothing.

import { Decimal, spreadValueAtScale, stockLevel, takeOutCostAtScale } from '@ledgerline/ledger';
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
  if (!line.id || !quantity || !onHand || !onHand.gt(0)) return new Decimal(0);
  return takeOutCostAtScale(stockLevel({ quantity: onHand, value: readDecimalOrZero(line.stockValue) }), quantity, scale);
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

/** The ledger's spread over the lines filled in (a product and a quantity); zero for the others. */
function spread(total: Decimal, outputs: OutputLine[], scale: number): Decimal[] {
  const counted = outputs.map((line) => ({ quantity: readDecimalOrZero(line.quantity), price: readDecimalOrZero(line.price), counts: line.id !== '' }));
  const filled = counted.filter((line) => line.counts && line.quantity.gt(0));
  const values = spreadValueAtScale(total, filled, scale);
  let next = 0;
  return counted.map((line) => (line.counts && line.quantity.gt(0) ? values[next++]! : new Decimal(0)));
}
