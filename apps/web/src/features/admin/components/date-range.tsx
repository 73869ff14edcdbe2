// The admin range (spec 002 §9: from 2000-01-01, to today by default), chosen as one DD/MM/YYYY range.

import { Button, Group } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useState } from 'react';
import type { AdminRange } from '../admin.keys.js';
import { defaultAdminRange } from '../api/stats.js';

const DATE_SETTINGS = { locale: 'en', firstDayOfWeek: 1 } as const;

export function AdminDateRange({ value, onChange }: { value: AdminRange; onChange: (range: AdminRange) => void }) {
  // Half a range (the first click) stays here until the second day is picked.
  const [picking, setPicking] = useState<[string | null, string | null]>([value.startDate, value.endDate]);
  const fallback = defaultAdminRange();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <DatesProvider settings={DATE_SETTINGS}>
        <DatePickerInput
          type="range"
          label="Period"
          aria-label="Period"
          valueFormat="DD/MM/YYYY"
          value={picking}
          allowSingleDateInRange
          w={250}
          onChange={(next) => {
            const [start, end] = next.map((day) => (day ? String(day).slice(0, 10) : null)) as [string | null, string | null];
            setPicking([start, end]);
            if (start && end) onChange({ startDate: start, endDate: end });
          }}
        />
      </DatesProvider>
      {(value.startDate !== fallback.startDate || value.endDate !== fallback.endDate) && (
        <Button
          variant="subtle"
          size="sm"
          onClick={() => {
            setPicking([fallback.startDate, fallback.endDate]);
            onChange(fallback);
          }}
        >
          All time
        </Button>
      )}
    </Group>
  );
}
