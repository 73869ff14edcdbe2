import { NumberInput, Table, Text } from '@mantine/core';
import { Decimal, roundToScale } from '@ledgerline/ledger';
import { readDecimalOrZero } from '../../../lib/decimal-input.js';
import type { Asset } from '../api/assets.api.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';
import { Money } from '../../../lib/money-context.js';

/** Spec 001 §3 Asset line. */
export interface AssetLine {
  id: string;
  name: string;
  tag: string;
  price: string;
  quantity: number;
  current_stock: string;
  salvageValue: string;
  lifespan: number;
  depreciation: string;
}

/** A row from a picked asset (spec 001 §4): price from purchasePrice, stock from qty_in_stock, quantity 1. */
export function lineOf(asset: Asset): AssetLine {
  return {
    id: asset._id,
    name: asset.name,
    tag: asset.tag,
    price: asset.purchasePrice,
    quantity: 1,
    current_stock: asset.qty_in_stock,
    salvageValue: asset.salvageValue,
    lifespan: asset.lifespan,
    depreciation: asset.monthlyDepreciation,
  };
}

/** Picking an asset already listed raises its quantity by 1. */
export function addLine(lines: AssetLine[], asset: Asset): AssetLine[] {
  return lines.some((line) => line.id === asset._id)
    ? lines.map((line) => (line.id === asset._id ? { ...line, quantity: line.quantity + 1 } : line))
    : [...lines, lineOf(asset)];
}

/** Σ round(price × quantity): each line at the currency's decimals (`scale`: `money.decimals`), as the server prices a document's lines. */
export const subtotalOf = (lines: AssetLine[], scale: number): Decimal =>
  lines.reduce((sum, line) => sum.plus(roundToScale(readDecimalOrZero(line.price).times(line.quantity || 0), scale)), new Decimal(0));

export function AssetLinesTable({
  lines,
  onChange,
  priceEditable,
  maxIsStock,
}: {
  lines: AssetLine[];
  onChange: (lines: AssetLine[]) => void;
  priceEditable: boolean;
  /** Selling: a row cannot take more units than held. */
  maxIsStock?: boolean;
}) {
  if (lines.length === 0) return <Text c="dimmed">No assets added yet.</Text>;
  const update = (index: number, change: Partial<AssetLine>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  return (
    // On a phone each asset is a card (.lines-table): the inputs keep a usable width.
    <Table className="lines-table" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Asset</Table.Th>
          <Table.Th ta="right">In stock</Table.Th>
          <Table.Th>Price</Table.Th>
          <Table.Th>Quantity</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={line.id}>
            <Table.Td className="line-wide">
              {line.name} ({line.tag})
            </Table.Td>
            <Table.Td ta="right" data-label="In stock">
              {line.current_stock}
            </Table.Td>
            <Table.Td data-label="Price">
              <NumberInput
                aria-label={`Price of ${line.name}`}
                min={0}
                decimalScale={2}
                value={line.price}
                disabled={!priceEditable}
                onChange={(value) => update(index, { price: String(value) })}
              />
            </Table.Td>
            <Table.Td data-label="Quantity">
              <NumberInput
                aria-label={`Quantity of ${line.name}`}
                min={1}
                max={maxIsStock ? Number(line.current_stock) : undefined}
                allowDecimal={false}
                value={line.quantity}
                onChange={(value) => update(index, { quantity: Number(value) || 1 })}
              />
            </Table.Td>
            <Table.Td ta="right" data-label="Total" style={{ whiteSpace: 'nowrap' }}>
              {/* Half-typed prices ('-', '12.') count as nothing while typed, never a throw. */}
              <Money
                amount={readDecimalOrZero(line.price)
                  .times(line.quantity || 0)
                  .toFixed()}
              />
            </Table.Td>
            <Table.Td className="line-actions">
              <RemoveLineButton label={`Remove ${line.name}`} onClick={() => onChange(lines.filter((_, i) => i !== index))} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
