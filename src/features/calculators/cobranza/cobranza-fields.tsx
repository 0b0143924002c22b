import { AmountField } from '../kit/amount-field';
import type { CobranzaErrors, CobranzaField, CobranzaValues } from './cobranza-form';

interface FieldsProps {
  values: CobranzaValues;
  errors: CobranzaErrors;
  setField: (name: CobranzaField, value: string) => void;
}

/** The fields of the collection calculator. */
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
        hint="Capital adeudado, según la factura, el pagaré o el cheque."
      />
      <AmountField
        {...field('recuperado')}
        label="Porcentaje que esperas recuperar"
        hint="100 si el deudor paga todo; menos si se acuerda un descuento o paga una parte."
      />
    </fieldset>
  );
}
