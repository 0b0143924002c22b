import { AmountField } from '../kit/amount-field';
import type { CobranzaField } from './cobranza-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';
import { FieldGroup } from '../kit/field-group';

type FieldsProps = CalculatorFieldsProps<CobranzaField>;

/** The fields of the collection calculator. */
export function CobranzaFields({ values, errors, setField }: FieldsProps) {
  const field = bindField({ values, errors, setField });
  return (
    <FieldGroup legend="La deuda">
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
    </FieldGroup>
  );
}
