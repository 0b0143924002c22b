import { AmountField } from '../kit/amount-field';
import { FieldGroup } from '../kit/field-group';
import { ReferenceValueField } from '../kit/reference-value-field';
import { SelectField } from '../kit/select-field';
import type { ImpuestosField } from './impuestos-form';
import { UTA } from './uta-reference';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';

type FieldsProps = CalculatorFieldsProps<ImpuestosField>;

/** The fields of the income-tax calculator. */
export function ImpuestosFields({ values, errors, setField }: FieldsProps) {
  const field = bindField({ values, errors, setField });
  const monthly = values.periodo === 'mensual';
  return (
    <div className="space-y-6">
      <FieldGroup legend="Tu renta">
        <SelectField
          {...field('periodo')}
          label="¿Cómo quieres ingresarla?"
          choices={[
            { value: 'anual', label: 'Renta del año' },
            { value: 'mensual', label: 'Renta de un mes (se multiplica por 12)' },
          ]}
        />
        <AmountField
          {...field('renta')}
          label={monthly ? 'Renta imponible mensual (pesos)' : 'Renta imponible anual (pesos)'}
          hint="La suma de tus rentas afectas al impuesto, antes de créditos y retenciones."
        />
      </FieldGroup>
      <FieldGroup legend="Valor de referencia">
        <ReferenceValueField {...field('uta')} label="Valor de la UTA (pesos)" reference={UTA} />
      </FieldGroup>
    </div>
  );
}
