import { formatClp } from '@/lib/format/clp';
import { AmountField } from '../kit/amount-field';
import type { CobranzaErrors, CobranzaField, CobranzaValues } from './cobranza-form';
import { COLLECTION_PLAN, MAX_DEBT } from './collection-fees';

interface FieldsProps {
  values: CobranzaValues;
  errors: CobranzaErrors;
  setField: (name: CobranzaField, value: string) => void;
}

/** The fields of the debt-collection calculator. */
export function CobranzaFields({ values, errors, setField }: FieldsProps) {
  const field = (name: CobranzaField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setField(name, value),
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-ink">La deuda</legend>
      <AmountField
        {...field('deuda')}
        label="Monto de la deuda (pesos)"
        hint={`${COLLECTION_PLAN.name} cubre deudas de hasta ${formatClp(MAX_DEBT)}.`}
      />
      <AmountField
        {...field('recuperado')}
        label="Porcentaje que esperas recuperar (%)"
        hint="100 si esperas cobrar toda la deuda; 0 si no se recupera nada."
      />
    </fieldset>
  );
}
