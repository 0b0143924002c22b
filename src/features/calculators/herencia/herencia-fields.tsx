import { AmountField } from '../kit/amount-field';
import { FieldGroup } from '../kit/field-group';
import { ReferenceValueField } from '../kit/reference-value-field';
import { UTM } from '../kit/reference-values';
import { SelectField, YES_NO } from '../kit/select-field';
import { asksParents, asksSiblings, type HerenciaField } from './herencia-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';
import { bindReferenceField } from '../kit/reference-binding';

type FieldsProps = CalculatorFieldsProps<HerenciaField>;

const PARENTS = [
  { value: '0', label: 'Ninguno' },
  { value: '1', label: 'Uno' },
  { value: '2', label: 'Ambos' },
  { value: 'abuelos', label: 'Ninguno, pero vive algún abuelo o abuela' },
];

/** The fields of the inheritance calculator: relatives are asked about only if they can inherit. */
export function HerenciaFields(props: FieldsProps) {
  const { values } = props;
  const field = bindField(props);
  const reference = bindReferenceField(props);
  return (
    <div className="space-y-6">
      <FieldGroup legend="La herencia">
        <AmountField
          {...field('acervo')}
          label="Acervo líquido (pesos)"
          hint="El valor de los bienes de la persona fallecida, menos sus deudas y los gastos de la herencia, y sin la parte de los gananciales que es del cónyuge."
        />
        <SelectField {...field('testamento')} label="¿Dejó testamento?" choices={YES_NO} />
      </FieldGroup>
      <FieldGroup legend="La familia de la persona fallecida">
        <SelectField
          {...field('conyuge')}
          label="¿Dejó cónyuge o conviviente civil?"
          choices={YES_NO}
          hint="Un cónyuge divorciado no hereda."
        />
        <AmountField
          {...field('hijos')}
          label="Número de hijos"
          hint="Cuenta también al hijo fallecido que dejó descendientes: ellos reciben su parte."
        />
        {asksParents(values) && (
          <SelectField {...field('padres')} label="¿Viven sus padres?" choices={PARENTS} />
        )}
        {asksSiblings(values) && (
          <AmountField
            {...field('hermanos')}
            label="Número de hermanos"
            hint="Cuenta al hermano fallecido que dejó hijos: ellos reciben su parte."
          />
        )}
      </FieldGroup>
      <FieldGroup legend="Valor de referencia">
        <ReferenceValueField {...reference('utm', UTM)} label="Valor de la UTM (pesos)" />
      </FieldGroup>
    </div>
  );
}
