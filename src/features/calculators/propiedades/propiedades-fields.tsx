import { AmountField } from '../kit/amount-field';
import { FieldGroup } from '../kit/field-group';
import { ReferenceValueField } from '../kit/reference-value-field';
import { UF, type ReferenceValue } from '../kit/reference-values';
import { SelectField } from '../kit/select-field';
import type { PropiedadesField } from './propiedades-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';
import { bindReferenceField } from '../kit/reference-binding';

type FieldsProps = CalculatorFieldsProps<PropiedadesField>;

/** The UF as this page uses it: only to turn a price in UF into pesos. */
const UF_FOR_PRICES: ReferenceValue = {
  ...UF,
  caveat: 'Cambia cada día. Sirve para pasar a pesos un precio en UF.',
};

/** The fields of the property purchase costs calculator. */
export function PropiedadesFields(props: FieldsProps) {
  const field = bindField(props);
  const reference = bindReferenceField(props);
  return (
    <div className="space-y-6">
      <FieldGroup legend="La compra">
        <AmountField
          {...field('precio')}
          label="Precio de la propiedad (pesos)"
          hint="Si el precio está en UF, multiplícalo por el valor de la UF que aparece más abajo."
        />
        <AmountField
          {...field('credito')}
          label="Crédito hipotecario (pesos)"
          hint="Escribe 0 si compras sin crédito."
        />
        <AmountField
          {...field('plazo')}
          label="Plazo del crédito (meses)"
          hint="240 meses son 20 años. Solo cuenta si hay crédito."
        />
        <SelectField
          {...field('conservador')}
          label="Conservador de Bienes Raíces"
          choices={[
            {
              value: 'dos-por-mil',
              label: 'Santiago, San Miguel, Valparaíso o Viña del Mar (2 por mil)',
            },
            { value: 'tres-por-mil', label: 'Otro Conservador del país (3 por mil)' },
          ]}
        />
      </FieldGroup>
      <FieldGroup legend="Corretaje">
        <AmountField
          {...field('corretaje')}
          label="Comisión del corredor (% del precio, sin IVA)"
          hint="Práctica de mercado, no una regla legal: suele ser 2% más IVA. Escribe 0 si no hay corredor."
        />
      </FieldGroup>
      <FieldGroup legend="Valores referenciales: cotízalos">
        <AmountField
          {...field('notaria')}
          label="Notaría (% del precio)"
          hint="Referencial: cerca de 0,1% según datos de 2012. Cotiza en la notaría."
        />
        <AmountField
          {...field('topeNotaria')}
          label="Tope de la notaría (pesos)"
          hint="Referencial: cerca de $128.000 según datos de 2012."
        />
        <AmountField
          {...field('estudio')}
          label="Estudio de títulos (pesos)"
          hint="Referencial: entre $100.000 y $300.000 según datos de 2012. Lo cobra el abogado que lo hace."
        />
        <AmountField
          {...field('certificados')}
          label="Certificados (pesos)"
          hint="Referencial: cada certificado cuesta unos pocos miles de pesos."
        />
        <AmountField
          {...field('topeConservador')}
          label="Tope de la base del Conservador (pesos)"
          hint="Referencial: es el tope del arancel de 1998 y puede haberse actualizado. Verifícalo con el Conservador."
        />
      </FieldGroup>
      <FieldGroup legend="Valor de referencia">
        <ReferenceValueField {...reference('uf', UF_FOR_PRICES)} label="Valor de la UF (pesos)" />
      </FieldGroup>
    </div>
  );
}
