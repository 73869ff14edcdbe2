// The one date field: Mantine's DateInput showing DD/MM/YYYY (DatesProvider in app/provider.tsx)
// while its value is what the API wants, "YYYY-MM-DD" (or '' when empty).
//
//   <IsoDateInput label="Date" value={date} onChange={setDate} />
//   with react-hook-form: <Controller name="date" control={control} render={({ field, fieldState }) =>
//     <IsoDateInput label="Date" {...field} error={fieldState.error?.message} />} />

import { DateInput, type DateInputProps } from '@mantine/dates';
import { forwardRef } from 'react';

export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

export interface IsoDateInputProps extends Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** "YYYY-MM-DD" or '' / null for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
}

export const IsoDateInput = forwardRef<HTMLInputElement, IsoDateInputProps>(function IsoDateInput({ value, onChange, ...rest }, ref) {
  return (
    <DateInput
      ref={ref}
      valueFormat={DATE_DISPLAY_FORMAT}
      placeholder={DATE_DISPLAY_FORMAT}
      // Mantine's dates are already "YYYY-MM-DD" strings; keep only the day part.
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : '')}
      {...rest}
    />
  );
});
