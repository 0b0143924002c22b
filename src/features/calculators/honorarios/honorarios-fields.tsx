import { AmountField } from '../kit/amount-field';
import { SelectField } from '../kit/select-field';
import { CASE_TYPES } from './fee-estimate';
import type { HonorariosErrors, HonorariosField, HonorariosValues } from './honorarios-form';

interface FieldsProps {
  values: HonorariosValues;
  errors: HonorariosErrors;
  setField: (name: HonorariosField, value: string) => void;
}

const CHOICES = CASE_TYPES.map(({ id, label }) => ({ value: id, label }));

/** The fields of the fee calculator. */
export function HonorariosFields({ values, errors, setField }: FieldsProps) {
  const field = (name: HonorariosField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setField(name, value),
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-ink">Tu caso</legend>
      <SelectField
        {...field('materia')}
        label="Tipo de caso"
        choices={CHOICES}
        className="sm:col-span-2"
      />
      <AmountField
        {...field('monto')}
        label="Monto en disputa (pesos, opcional)"
        hint="Lo que reclamas o te reclaman. Déjalo en blanco si tu caso no tiene un monto."
      />
    </fieldset>
  );
}
