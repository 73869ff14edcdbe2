// Spec 001 §2 create dialog: "a checkbox to create the item in other businesses (ticked by default
// with every business selected, each with its own quantity starting at 0)". The product is made
// here first; then POST /inventories/replicate-products makes it in the businesses chosen (owner
// or admin only, as the server decides).

import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import type { OwnedBusiness, ReplicateBody } from '../api/catalogue.api.js';
import { plainNumber } from './product-schema.js';

/** What the owner chose: the box, and per business whether it is in and its opening quantity as typed. */
export interface OtherBusinessesChoice {
  on: boolean;
  left: Record<string, boolean>;
  quantities: Record<string, string>;
}

export const EVERY_OTHER_BUSINESS: OtherBusinessesChoice = { on: true, left: {}, quantities: {} };

const QUANTITY = /^\d+(\.\d+)?$/;

/** The businesses chosen, each with its quantity (0 when blank); null when a quantity is not a number of 0 or more. */
export function replicaTargets(businesses: readonly OwnedBusiness[], choice: OtherBusinessesChoice, isProduct: boolean): ReplicateBody['businesses'] | null {
  if (!choice.on) return [];
  const chosen = businesses.filter((business) => !choice.left[business._id]);
  const targets: ReplicateBody['businesses'] = [];
  for (const business of chosen) {
    if (!isProduct) {
      targets.push({ business: business._id });
      continue;
    }
    const typed = plainNumber(choice.quantities[business._id] ?? '');
    if (typed !== '' && !QUANTITY.test(typed)) return null;
    targets.push({ business: business._id, quantity: typed === '' ? '0' : new Decimal(typed).toString() });
  }
  return targets;
}

export function OtherBusinessesField({
  businesses,
  value,
  onChange,
  isProduct,
  error,
}: {
  businesses: readonly OwnedBusiness[];
  value: OtherBusinessesChoice;
  onChange: (choice: OtherBusinessesChoice) => void;
  isProduct: boolean;
  error?: string;
}) {
  if (businesses.length === 0) return null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={`Also create it in my other ${businesses.length === 1 ? 'business' : 'businesses'}`}
        checked={value.on}
        onChange={(event) => onChange({ ...value, on: event.currentTarget.checked })}
      />
      {value.on && (
        <Stack gap={6} pl="lg">
          {businesses.map((business) => {
            const chosen = !value.left[business._id];
            return (
              <Group key={business._id} justify="space-between" wrap="nowrap" gap="sm">
                <Checkbox
                  label={business.name}
                  checked={chosen}
                  onChange={(event) => onChange({ ...value, left: { ...value.left, [business._id]: !event.currentTarget.checked } })}
                  style={{ minWidth: 0 }}
                />
                {isProduct && chosen && (
                  <TextInput
                    aria-label={`Opening quantity in ${business.name}`}
                    inputMode="decimal"
                    w={110}
                    size="xs"
                    value={value.quantities[business._id] ?? '0'}
                    onChange={(event) => onChange({ ...value, quantities: { ...value.quantities, [business._id]: event.currentTarget.value } })}
                  />
                )}
              </Group>
            );
          })}
          {isProduct && (
            <Text size="xs" c="dimmed">
              Each business starts with the quantity beside it, at this cost price.
            </Text>
          )}
          {error && (
            <Text size="sm" c="red">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
