import { FieldFrame } from '@/components/ui/field-frame';

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  hint?: string;
  error?: string;
  className?: string;
  onChange: (value: string) => void;
}

/** A labelled list of choices; its value is plain text, so it fits in the query string. */
export function SelectField({
  name,
  label,
  value,
  choices,
  hint,
  error,
  className,
  onChange,
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export const YES_NO: readonly Choice[] = [
  { value: 'no', label: 'No' },
  { value: 'si', label: 'Sí' },
];
