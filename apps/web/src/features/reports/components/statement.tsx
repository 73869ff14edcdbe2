// A financial statement as a table: sections of lines (with their own sub-lines), one amount column
// per period, totals in bold. Negative amounts show in brackets, as accountants write them.

import { Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { CSSProperties } from 'react';
import { useMoney } from '../../../lib/money-context.js';
import type { StatementLine, StatementSection } from '../api/reports.js';
import { usePhone } from './phone-table.js';

/**
 * On a phone the labels stay put while the amounts scroll under them: the first period reads
 * beside its labels and the period compared is a swipe away (the whole table scrolled before, labels
 * and all, and cut the first period's figures at the edge).
 */
function labelStyle(phone: boolean, background = 'var(--mantine-color-body)'): CSSProperties | undefined {
  return phone ? { position: 'sticky', left: 0, zIndex: 1, background } : undefined;
}

/** An amount keeps to one line; a narrower indent on a phone. */
const amountStyle: CSSProperties = { whiteSpace: 'nowrap' };
/** The phone's columns, laid out fixed: a label and the first period fit 375 px. */
const LABEL_WIDTH = 125;
const AMOUNT_WIDTH = 140;
const indent = (phone: boolean, depth: number) => (phone ? 8 + depth * 8 : 12 + depth * 20);

export function useStatementAmount() {
  const money = useMoney();
  return (amount: string | undefined) => {
    if (amount === undefined || amount === null) return '';
    if (amount.startsWith('-')) return `(${money.format(amount.slice(1))})`;
    return money.format(amount);
  };
}

function LineRow({ line, depth, strong, amount }: { line: StatementLine; depth: number; strong?: boolean; amount: (value: string | undefined) => string }) {
  const phone = usePhone();
  return (
    <>
      <Table.Tr data-key={line.key}>
        <Table.Td pl={indent(phone, depth)} style={labelStyle(phone)}>
          <Text size="sm" fw={strong ? 700 : 400} c={depth > 1 ? 'dimmed' : undefined}>
            {line.label}
          </Text>
        </Table.Td>
        {line.amounts.map((value, index) => (
          <Table.Td key={index} ta="right" fw={strong ? 700 : 400} c={depth > 1 ? 'dimmed' : undefined} data-column={index} style={amountStyle}>
            {amount(value)}
          </Table.Td>
        ))}
      </Table.Tr>
      {line.lines?.map((child) => (
        <LineRow key={child.key} line={child} depth={depth + 1} amount={amount} />
      ))}
    </>
  );
}

export type StatementPart = { kind: 'section'; section: StatementSection } | { kind: 'line'; line: StatementLine; emphasis?: 'total' | 'grand' };

export function StatementTable({
  label,
  columns,
  parts,
  emptyText = 'Nothing recorded',
}: {
  label: string;
  columns: string[];
  parts: StatementPart[];
  /** What a section without lines says. */
  emptyText?: string;
}) {
  const amount = useStatementAmount();
  const phone = usePhone();
  return (
    <Table.ScrollContainer minWidth={phone ? LABEL_WIDTH + columns.length * AMOUNT_WIDTH : 520}>
      <Table aria-label={label} verticalSpacing={6} withRowBorders={false} style={phone ? { tableLayout: 'fixed' } : undefined}>
        <Table.Thead>
          <Table.Tr style={{ borderBottom: '2px solid var(--mantine-color-gray-4)' }}>
            <Table.Th style={labelStyle(phone)} w={phone ? LABEL_WIDTH : undefined} />
            {columns.map((column) => (
              <Table.Th key={column} ta="right" w={phone ? AMOUNT_WIDTH : 180}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((part, index) =>
            part.kind === 'section' ? (
              <Fragment key={part.section.key}>
                <Table.Tr>
                  <Table.Td colSpan={phone ? 1 : columns.length + 1} pt="md" style={phone ? { ...labelStyle(phone), whiteSpace: 'nowrap' } : undefined}>
                    <Text fw={700} size="sm" tt="uppercase" c="blue.8">
                      {part.section.label}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {part.section.lines.length === 0 ? (
                  <Table.Tr>
                    <Table.Td pl={32} colSpan={columns.length + 1} style={labelStyle(phone)}>
                      <Text size="sm" c="dimmed">
                        {emptyText}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  part.section.lines.map((line) => <LineRow key={line.key} line={line} depth={1} amount={amount} />)
                )}
                <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-key={part.section.total.key}>
                  <Table.Td pl={indent(phone, 0)} style={labelStyle(phone)}>
                    <Text size="sm" fw={700}>
                      {part.section.total.label}
                    </Text>
                  </Table.Td>
                  {part.section.total.amounts.map((value, column) => (
                    <Table.Td key={column} ta="right" fw={700} data-column={column} style={amountStyle}>
                      {amount(value)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Fragment>
            ) : (
              <Table.Tr
                key={`${part.line.key}-${index}`}
                data-key={part.line.key}
                style={{
                  borderTop: '1px solid var(--mantine-color-gray-4)',
                  borderBottom: part.emphasis === 'grand' ? '3px double var(--mantine-color-gray-6)' : undefined,
                  background: part.emphasis === 'grand' ? 'var(--mantine-color-gray-0)' : undefined,
                }}
              >
                <Table.Td pl={indent(phone, 0)} style={labelStyle(phone, part.emphasis === 'grand' ? 'var(--mantine-color-gray-0)' : undefined)}>
                  <Text fw={800} size={part.emphasis === 'grand' ? 'md' : 'sm'}>
                    {part.line.label}
                  </Text>
                </Table.Td>
                {part.line.amounts.map((value, column) => (
                  <Table.Td key={column} ta="right" fw={800} fz={part.emphasis === 'grand' ? 'md' : 'sm'} data-column={column} style={amountStyle}>
                    {amount(value)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
