// The Naira/Dollar choice of a payment form (the plans page's switch, as a form field).

import { Input, SegmentedControl } from '@mantine/core';
import type { PlanCurrency } from '../api.js';

export const CURRENCY_CHOICES = [
  { value: 'NGN', label: 'Naira' },
  { value: 'USD', label: 'Dollar' },
];

export function CurrencyField({ value, onChange }: { value: PlanCurrency; onChange: (currency: PlanCurrency) => void }) {
  return (
    <Input.Wrapper label="Pay in">
      <SegmentedControl fullWidth value={value} onChange={(next) => onChange(next as PlanCurrency)} data={CURRENCY_CHOICES} aria-label="Pay in" />
    </Input.Wrapper>
  );
}
