// The one date field: Mantine's DateInput showing DD/MM/YYYY, weeks from Monday, while its value is
// what the API wants, "YYYY-MM-DD" (or '' when empty). Its date settings live here rather than in
// app/provider.tsx so dayjs loads with the pages that have a date field, not with every page.
//
//   <IsoDateInput label="Date" value={date} onChange={setDate} />
//   with react-hook-form: <Controller name="date" control={control} render={({ field, fieldState }) =>
//     <IsoDateInput label="Date" {...field} error={fieldState.error?.message} />} />

import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { forwardRef } from 'react';

// DateInput parses what the user types with dayjs: DD/MM/YYYY needs the custom-format plugin.
dayjs.extend(customParseFormat);

const DATE_SETTINGS = { locale: 'en', firstDayOfWeek: 1 } as const;

export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

export interface IsoDateInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** "YYYY-MM-DD" or '' / null for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
}

export const IsoDateInput = forwardRef<HTMLInputElement, IsoDateInputProps>(function IsoDateInput({ value, onChange, ...rest }, ref) {
  return (
    <DatesProvider settings={DATE_SETTINGS}>
      <DateInput
        ref={ref}
        valueFormat={DATE_DISPLAY_FORMAT}
        placeholder={DATE_DISPLAY_FORMAT}
        // Mantine's dates are already "YYYY-MM-DD" strings; keep only the day part.
        value={value || null}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : '')}
        {...rest}
      />
    </DatesProvider>
  );
});
