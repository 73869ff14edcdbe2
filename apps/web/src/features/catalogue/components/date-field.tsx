import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
  clearable?: boolean;
}

/** "28/12/2026" (as typed) → "2026-12-28"; null when it is not a real date. */
export function parseDisplayDate(input: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(input.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  if (date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A date shown DD/MM/YYYY and kept as YYYY-MM-DD, as the API takes it. */
export function DateField({ label, value, onChange, error, required, clearable = true }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      valueFormat="DD/MM/YYYY"
      dateParser={parseDisplayDate}
      placeholder="DD/MM/YYYY"
      error={error}
      required={required}
      clearable={clearable}
    />
  );
}
