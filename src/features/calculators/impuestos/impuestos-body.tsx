import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorForm } from '../kit/calculator-form';
import { CalculatorFrame } from '../kit/calculator-frame';
import { ResultPanel } from '../kit/result-panel';
import { useQueryFields } from '../kit/use-query-fields';
import { formatRate } from './format-decimal';
import {
  bracketLabel,
  computeImpuestos,
  IMPUESTOS_DEFAULTS,
  type ImpuestosOutcome,
} from './impuestos-form';
import { ImpuestosFields } from './impuestos-fields';
import { ImpuestosGuide } from './impuestos-guide';
import { IMPUESTOS_RULES } from './impuestos-rules';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function notesOf({ result }: ImpuestosOutcome): string[] {
  return [
    `Tramo ${result.bracketNumber}: ${lowerFirst(bracketLabel(result.bracket))}. Tasa marginal: ${formatRate(result.bracket.rate)}.`,
    `Tasa efectiva: ${formatRate(result.effectiveRate, 2)} de tu renta.`,
    'No descuenta créditos, retenciones ni rebajas, como el impuesto ya retenido de tu sueldo o de tus boletas de honorarios.',
    // The scale is the law's (Ley 21.210); the UTA default is approximate and may not be shown as
    // certain.
    'La escala es la del art. 52 de la Ley sobre Impuesto a la Renta, vigente desde la Ley 21.210. El valor de la UTA es referencial: verifícalo en sii.cl antes de usar esta cifra.',
  ];
}

/** The income-tax calculator page, once in use (or rendered without prerendered HTML). */
export default function ImpuestosBody({ carried }: CarriedProps) {
  const { values, setField } = useQueryFields(IMPUESTOS_DEFAULTS, carried);
  const { errors, outcome } = computeImpuestos(values);
  return (
    <CalculatorFrame
      title="Calculadora de impuesto a la renta de personas"
      intro={
        <p>
          Estima el Impuesto Global Complementario de tu renta anual con la escala progresiva del
          art. 52 de la Ley sobre Impuesto a la Renta. Es una estimación simple: no considera
          créditos, retenciones ni rebajas. El resultado queda en la dirección de la página, para
          guardarlo o enviárnoslo.
        </p>
      }
      form={
        <CalculatorForm label="Datos de tu renta">
          <ImpuestosFields values={values} errors={errors} setField={setField} />
        </CalculatorForm>
      }
      result={
        <ResultPanel
          title="Impuesto Global Complementario estimado"
          total={outcome ? outcome.result.tax : null}
          lines={outcome?.lines ?? []}
          notes={outcome ? notesOf(outcome) : []}
        />
      }
      rules={IMPUESTOS_RULES}
      plan="tributario"
    >
      <ImpuestosGuide />
    </CalculatorFrame>
  );
}
