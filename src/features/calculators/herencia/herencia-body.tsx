import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useCalculator } from '../kit/use-calculator';
import { HerenciaFields } from './herencia-fields';
import { computeHerencia, HERENCIA_DEFAULTS, type HerenciaOutcome } from './herencia-form';
import { HerenciaGuide } from './herencia-guide';
import { HERENCIA_RULES } from './herencia-rules';
import { HerenciaShares } from './herencia-shares';

function taxNotes(outcome: HerenciaOutcome): string[] {
  const notes = ['Cada heredero paga el impuesto de su propia cuota; el total es la suma.'];
  if (outcome.will)
    notes.push(
      'Con testamento, el impuesto depende de lo que reciba cada uno: aquí se calcula sobre el reparto sin testamento.',
    );
  notes.push(
    'El SII valora los bienes con las reglas de la Ley 16.271 (los inmuebles, en general, por su avalúo fiscal), que pueden dar una cuota distinta de su valor comercial.',
  );
  return notes;
}

/** The inheritance calculator page, once in use (or rendered without prerendered HTML). */
export default function HerenciaBody({ carried }: CarriedProps) {
  const { fields, outcome } = useCalculator(
    HERENCIA_DEFAULTS,
    { utm: 'utm' },
    computeHerencia,
    carried,
  );
  const taxed = outcome && outcome.heirs.length > 0 ? outcome : undefined;
  return (
    <CalculatorFrame
      title="Calculadora de herencia"
      intro={
        <p>
          Calcula quiénes heredan y cuánto recibe cada uno según el Código Civil, qué parte puede
          repartir un testamento y el impuesto a la herencia que paga cada heredero según la Ley
          16.271. El resultado queda en la dirección de la página, para guardarlo o enviárnoslo.
        </p>
      }
      form={
        <CalculatorForm label="Datos de la herencia">
          <HerenciaFields {...fields} />
        </CalculatorForm>
      }
      result={
        <>
          <HerenciaShares outcome={outcome} />
          <ResultPanel
            title="Impuesto a la herencia estimado"
            total={taxed ? taxed.totalTax : null}
            lines={taxed?.taxLines ?? []}
            invalidMessage={
              outcome
                ? 'El impuesto depende de quiénes hereden: revísalo con un abogado.'
                : undefined
            }
            notes={taxed ? taxNotes(taxed) : []}
          />
        </>
      }
      rules={HERENCIA_RULES}
      plan="herencias"
    >
      <HerenciaGuide />
    </CalculatorFrame>
  );
}
