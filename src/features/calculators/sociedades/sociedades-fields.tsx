import { AmountField } from '../kit/amount-field';
import { FieldGroup } from '../kit/field-group';
import { ReferenceValueField } from '../kit/reference-value-field';
import { UF, type ReferenceValue } from '../kit/reference-values';
import { SelectField } from '../kit/select-field';
import { COMPANY_TYPE_IDS, COMPANY_TYPES, SA_REGISTRY_NOTE } from './company-types';
import type { SociedadesField } from './sociedades-form';
import { bindField, type CalculatorFieldsProps } from '../kit/field-binding';
import { bindReferenceField } from '../kit/reference-binding';

type FieldsProps = CalculatorFieldsProps<SociedadesField>;

/** The UF as this page uses it: to compare the capital with the 5.000 UF limit. */
const UF_FOR_CAPITAL: ReferenceValue = {
  ...UF,
  caveat: 'Cambia cada día. Sirve para saber si el capital supera 5.000 UF.',
};

const TYPE_CHOICES = COMPANY_TYPE_IDS.map((id) => ({
  value: id,
  label: `${COMPANY_TYPES[id].name} (${COMPANY_TYPES[id].abbreviation})`,
}));

/** What the chosen type allows, under the number of partners. */
function partnersHint(tipo: string): string | undefined {
  const info = COMPANY_TYPE_IDS.find((id) => id === tipo);
  if (!info) return undefined;
  const { abbreviation, minPartners, maxPartners, partner } = COMPANY_TYPES[info];
  if (maxPartners === 1) return `La ${abbreviation} tiene un solo ${partner.one}.`;
  if (maxPartners !== null)
    return `La ${abbreviation} tiene entre ${minPartners} y ${maxPartners} ${partner.many}.`;
  return `La ${abbreviation} necesita al menos ${minPartners} ${minPartners === 1 ? partner.one : partner.many}.`;
}

/** The fields of the company formation calculator. */
export function SociedadesFields(props: FieldsProps) {
  const { values } = props;
  const field = bindField(props);
  const reference = bindReferenceField(props);
  return (
    <div className="space-y-6">
      <FieldGroup legend="La sociedad">
        <SelectField
          {...field('tipo')}
          label="Tipo de sociedad"
          choices={TYPE_CHOICES}
          className="sm:col-span-2"
        />
        <SelectField
          {...field('via')}
          label="Cómo constituirla"
          choices={[
            { value: 'registro', label: 'Tu Empresa en un Día (registro electrónico)' },
            { value: 'notaria', label: 'Escritura pública en notaría' },
          ]}
          hint={values.tipo === 'sa' && values.via === 'registro' ? SA_REGISTRY_NOTE : undefined}
          className="sm:col-span-2"
        />
        <AmountField {...field('capital')} label="Capital (pesos)" />
        <AmountField
          {...field('socios')}
          label="Número de socios o accionistas"
          hint={partnersHint(values.tipo)}
        />
      </FieldGroup>
      <FieldGroup legend="Valores referenciales: cotízalos">
        {values.via === 'notaria' ? (
          <>
            <AmountField
              {...field('escritura')}
              label="Escritura pública (pesos)"
              hint="Referencial: cotiza en la notaría."
            />
            <AmountField
              {...field('registroComercio')}
              label="Inscripción en el Registro de Comercio (pesos)"
              hint="Referencial: cotiza en el Conservador."
            />
          </>
        ) : (
          <AmountField
            {...field('firma')}
            label="Firma ante notario, por socio (pesos)"
            hint="Referencial: cotiza en la notaría. Escribe 0 si cada socio firma con su propia firma electrónica avanzada."
          />
        )}
      </FieldGroup>
      <FieldGroup legend="Valor de referencia">
        <ReferenceValueField {...reference('uf', UF_FOR_CAPITAL)} label="Valor de la UF (pesos)" />
      </FieldGroup>
    </div>
  );
}
