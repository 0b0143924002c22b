import { TextField } from '@/components/ui/text-field';
import { referenceHint } from './reference-hint';
import type { ReferenceValue } from './reference-values';
import type { SteadyRange } from './steady-range';

interface ReferenceValueFieldProps {
  name: string;
  label: string;
  reference: ReferenceValue;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The prerendered page's range within which the result shown does not change. */
  steady?: SteadyRange;
}

/** A unit's value (UF, UTM, ingreso mínimo) with its date, its source and, if unsure, a warning. */
export function ReferenceValueField({
  name,
  label,
  reference,
  value,
  error,
  onChange,
  steady,
}: ReferenceValueFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      error={error}
      hint={referenceHint(reference)}
      onChange={(event) => onChange(event.target.value)}
      data-result-steady={steady?.join(' ')}
    />
  );
}
