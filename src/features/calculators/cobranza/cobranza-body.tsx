import type { CarriedProps } from '@/components/forms/form-island';
import { formatClp } from '@/lib/format/clp';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useQueryFields } from '../kit/use-query-fields';
import { COBRANZA_DEFAULTS, computeCobranza, type CobranzaOutcome } from './cobranza-form';
import { CobranzaFields } from './cobranza-fields';
import { CobranzaGuide } from './cobranza-guide';
import { CobranzaOutsidePlan, REVIEW_PLAN } from './cobranza-outside-plan';
import { COBRANZA_RULES } from './cobranza-rules';

function notesOf(outcome: Extract<CobranzaOutcome, { covered: true }>): string[] {
  const { result } = outcome;
  const notes: string[] = [];
  if (result.recovered === 0)
    notes.push(
      `Si no se recupera nada, pagas solo el honorario fijo: quedas ${formatClp(-result.net)} abajo.`,
    );
  notes.push(
    'Si la cobranza llega a juicio y el deudor pierde, el tribunal puede condenarlo en costas; esta estimación no las incluye.',
  );
  return notes;
}

/** The debt-collection fee calculator page, once in use (or rendered without prerendered HTML). */
export default function CobranzaBody({ carried }: CarriedProps) {
  const { values, setField } = useQueryFields(COBRANZA_DEFAULTS, carried);
  const { errors, outcome } = computeCobranza(values);
  const outsidePlan = outcome?.covered === false;
  return (
    <CalculatorFrame
      title="Calculadora de cobranza de deudas"
      intro={
        <p>
          Calcula cuánto cuesta cobrar una deuda con nuestro plan de cobranza y cuánto recibes al
          final, según lo que se logre recuperar. El resultado queda en la dirección de la página,
          para guardarlo o enviárnoslo.
        </p>
      }
      form={
        <form
          aria-label="Datos de la deuda"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <CobranzaFields values={values} errors={errors} setField={setField} />
        </form>
      }
      result={
        outcome?.covered === false ? (
          <CobranzaOutsidePlan debt={outcome.debt} />
        ) : (
          <ResultPanel
            title="Honorarios estimados"
            total={outcome ? outcome.result.totalFees : null}
            lines={outcome?.lines ?? []}
            notes={outcome ? notesOf(outcome) : []}
          />
        )
      }
      rules={COBRANZA_RULES}
      plan={outsidePlan ? REVIEW_PLAN : 'cobranza-express'}
    >
      <CobranzaGuide />
    </CalculatorFrame>
  );
}
