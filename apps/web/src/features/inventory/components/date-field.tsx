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

/** A date shown DD/MM/YYYY and kept as YYYY-MM-DD, as the API takes it. */
export function DateField({ label, value, onChange, error, required, clearable = true }: DateFieldProps) {
  return (
    <DateInput
      label={label}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      valueFormat="DD/MM/YYYY"
      placeholder="DD/MM/YYYY"
      error={error}
      required={required}
      clearable={clearable}
    />
  );
}
