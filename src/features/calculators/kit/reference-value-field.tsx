import { TextField } from '@/components/ui/text-field';
import { formatLongDate } from '@/lib/format/dates';
import type { ReferenceValue } from './reference-values';

interface ReferenceValueFieldProps {
  name: string;
  label: string;
  reference: ReferenceValue;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** 'https://si3.bcentral.cl' → 'si3.bcentral.cl'; a named source stays as it is. */
function sourceName(source: string): string {
  return /^https?:\/\//.test(source)
    ? source.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
    : source;
}

/** A unit's value (UF, UTM, ingreso mínimo) with its date, its source and, if unsure, a warning. */
export function ReferenceValueField({
  name,
  label,
  reference,
  value,
  error,
  onChange,
}: ReferenceValueFieldProps) {
  const dated = `Valor al ${formatLongDate(reference.asOf)}, según ${sourceName(reference.source)}; puedes cambiarlo.`;
  const hint = reference.verified
    ? `${dated} ${reference.caveat ?? ''}`
    : `Valor no confirmado. ${dated} ${reference.caveat ?? ''}`;
  return (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      error={error}
      hint={hint.trim()}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
