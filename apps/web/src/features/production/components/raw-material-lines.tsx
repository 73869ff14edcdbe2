// The raw material lines of a production form (produce, move to work in progress): each line a raw
// material picked from the production search, its quantity, and its cost at moving average, with
// the add and remove buttons. The form owns the values; this draws the lines of one of its arrays.

import { Button, Center, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormState, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { RemoveLineButton } from '../../../components/remove-line-button.js';
import { formatQuantity } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { inputCost } from '../production-cost.js';
import { StockSelect, type PickedStock } from './stock-select.js';

/** A raw material line: what was picked (with its stock and value, for the cost) and the quantity typed. */
export interface RawMaterialLine extends PickedStock {
  quantity: string;
}

export const emptyRawMaterialLine = (): RawMaterialLine => ({ id: '', name: '', quantity: '', onHand: '', stockValue: '', measurement: '' });

/** The names of a form's fields that hold raw material lines. */
type LinesField<T> = { [K in keyof T]: T[K] extends RawMaterialLine[] ? K : never }[keyof T] & string;

/** The one shape the lines are drawn with, whatever else the form holds. */
type LinesForm = Record<'lines', RawMaterialLine[]>;

export function RawMaterialLines<T extends FieldValues>({
  form,
  name,
  tableLabel,
  quantityLabel,
  keepOne = false,
  children,
}: {
  form: UseFormReturn<T>;
  name: LinesField<T>;
  /** The table's accessible name. */
  tableLabel: string;
  /** The quantity field's accessible name on line n (from 1). */
  quantityLabel: (line: number) => string;
  /** Keep at least one line (its remove button is off while it is the only one). */
  keepOne?: boolean;
  /** Shown between the table and the add button (a note when there are no lines, the list's error). */
  children?: ReactNode;
}) {
  const money = useMoney();
  // The form's type is checked at the call (name must hold RawMaterialLine[]); inside, the array is
  // read under that name as if it were the form's only field.
  const { control, register, setValue } = form as unknown as UseFormReturn<LinesForm>;
  const field = name as 'lines';
  const lines = useFieldArray({ control, name: field });
  const watched = useWatch({ control, name: field }) ?? [];
  const { errors, isSubmitted } = useFormState({ control, name: field });
  const lineErrors = errors[field];

  const pick = (index: number, picked: PickedStock | null) => {
    setValue(`${field}.${index}.id`, picked?.id ?? '', { shouldValidate: isSubmitted });
    setValue(`${field}.${index}.name`, picked?.name ?? '');
    setValue(`${field}.${index}.onHand`, picked?.onHand ?? '');
    setValue(`${field}.${index}.stockValue`, picked?.stockValue ?? '');
    setValue(`${field}.${index}.measurement`, picked?.measurement ?? '');
  };

  return (
    <>
      <Table verticalSpacing="xs" aria-label={tableLabel} className="lines-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Raw material</Table.Th>
            <Table.Th w={150}>Quantity</Table.Th>
            <Table.Th ta="right" w={130}>
              Cost
            </Table.Th>
            <Table.Th w={44} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.fields.map((item, index) => {
            const line = watched[index];
            return (
              <Table.Tr key={item.id}>
                <Table.Td className="line-wide" valign="top">
                  <StockSelect
                    type="RAW_MATERIAL"
                    ariaLabel={`Raw material, line ${index + 1}`}
                    value={{ id: line?.id ?? '', name: line?.name ?? '' }}
                    onPick={(picked) => pick(index, picked)}
                    error={lineErrors?.[index]?.id?.message}
                  />
                </Table.Td>
                <Table.Td data-label="Quantity" valign="top">
                  <TextInput
                    aria-label={quantityLabel(index + 1)}
                    inputMode="decimal"
                    description={line?.id ? `${formatQuantity(line.onHand || '0', line.measurement)} in stock` : undefined}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    {...register(`${field}.${index}.quantity`)}
                    error={lineErrors?.[index]?.quantity?.message}
                  />
                </Table.Td>
                <Table.Td ta="right" data-label="Cost" valign="top" style={{ whiteSpace: 'nowrap' }}>
                  {/* As tall as the fields beside it, so the figure lines up with them. */}
                  <Text inherit lh="36px">
                    {line?.id ? money.format(inputCost(line, money.decimals).toFixed(money.decimals)) : '—'}
                  </Text>
                </Table.Td>
                <Table.Td className="line-actions" valign="top">
                  <Center h={36}>
                    <RemoveLineButton
                      label={`Remove raw material, line ${index + 1}`}
                      onClick={() => lines.remove(index)}
                      disabled={keepOne && lines.fields.length === 1}
                    />
                  </Center>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {children}
      <Button variant="light" leftSection={<IconPlus size={16} />} mt="sm" onClick={() => lines.append(emptyRawMaterialLine())}>
        Add raw material
      </Button>
    </>
  );
}
