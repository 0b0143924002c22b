import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { formatDecimal } from '../kit/format-decimal';
import { ResultPanel } from '../kit/result-panel';
import { useCalculator } from '../kit/use-calculator';
import { COMPANY_TYPES } from './company-types';
import { computeSociedades, SOCIEDADES_DEFAULTS, type SociedadesOutcome } from './sociedades-form';
import { SociedadesFields } from './sociedades-fields';
import { SociedadesGuide } from './sociedades-guide';
import { SOCIEDADES_RULES } from './sociedades-rules';

function notesOf({ type, result }: SociedadesOutcome): string[] {
  const notes = [
    `${COMPANY_TYPES[type].name}: capital de ${formatDecimal(result.capitalInUf, 2)} UF con la UF ingresada.`,
  ];
  if (result.steps.some((step) => step.referential && step.cost > 0))
    notes.push('Los montos de la notaría y del Conservador son referenciales: cotízalos.');
  notes.push('No incluye los honorarios por redactar los estatutos.');
  return notes;
}

/** The company formation calculator page, once in use. */
export default function SociedadesBody({ carried }: CarriedProps) {
  const { fields, outcome } = useCalculator(
    SOCIEDADES_DEFAULTS,
    { uf: 'uf' },
    computeSociedades,
    carried,
  );
  return (
    <CalculatorFrame
      title="Calculadora de costos para crear una sociedad"
      intro={
        <p>
          Revisa los pasos y los costos de constituir una SpA, una limitada, una EIRL o una sociedad
          anónima, por Tu Empresa en un Día o por escritura pública en notaría. El resultado queda
          en la dirección de la página, para guardarlo o enviárnoslo.
        </p>
      }
      form={
        <CalculatorForm label="Datos de la sociedad">
          <SociedadesFields {...fields} />
        </CalculatorForm>
      }
      result={
        <ResultPanel
          title="Pasos y costo estimado"
          total={outcome ? outcome.result.total : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? notesOf(outcome) : []}
        />
      }
      rules={SOCIEDADES_RULES}
      plan="sociedades-express"
    >
      <SociedadesGuide />
    </CalculatorFrame>
  );
}
