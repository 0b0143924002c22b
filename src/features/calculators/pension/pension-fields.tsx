import { AmountField } from '../kit/amount-field';
import { FieldGroup } from '../kit/field-group';
import { ReferenceValueField } from '../kit/reference-value-field';
import { MINIMUM_WAGE, MINIMUM_WAGE_UNDER_18_OVER_65, UTM } from '../kit/reference-values';
import { SelectField } from '../kit/select-field';
import type { PensionField } from './pension-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';
import { bindReferenceField } from '../kit/reference-binding';

type FieldsProps = CalculatorFieldsProps<PensionField>;

/** The fields of the child-support calculator. */
export function PensionFields(props: FieldsProps) {
  const { values } = props;
  const field = bindField(props);
  const reference = bindReferenceField(props);
  return (
    <div className="space-y-6">
      <FieldGroup legend="Quien paga la pensión">
        <AmountField
          {...field('ingreso')}
          label="Ingresos mensuales de quien paga (pesos)"
          hint="Lo que recibe al mes, después de los descuentos legales."
        />
        <AmountField {...field('hijos')} label="Número de hijos que reciben la pensión" />
        <SelectField
          {...field('edad')}
          label="Edad de quien paga"
          choices={[
            { value: '18-65', label: 'Entre 18 y 65 años' },
            { value: 'otra', label: 'Menor de 18 o mayor de 65 años' },
          ]}
        />
      </FieldGroup>
      <FieldGroup legend="Valores de referencia">
        {values.edad === 'otra' ? (
          <ReferenceValueField
            {...reference('immEspecial', MINIMUM_WAGE_UNDER_18_OVER_65)}
            label="Ingreso mínimo, menores de 18 y mayores de 65 (pesos)"
          />
        ) : (
          <ReferenceValueField
            {...reference('imm', MINIMUM_WAGE)}
            label="Ingreso mínimo, 18 a 65 años (pesos)"
          />
        )}
        <ReferenceValueField {...reference('utm', UTM)} label="Valor de la UTM (pesos)" />
      </FieldGroup>
    </div>
  );
}
