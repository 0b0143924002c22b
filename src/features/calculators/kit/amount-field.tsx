import { TextField } from '@/components/ui/text-field';

interface AmountFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

/** A field for pesos or counts, typed the Chilean way ("850.000"). */
export function AmountField({ name, label, value, error, hint, onChange }: AmountFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
