import { formatClp } from '@/lib/format/clp';
import { COLLECTION_PLAN, MAX_DEBT, SUCCESS_FEE_RATE } from './collection-fees';

/** How the plan's fees are computed and the rules around collecting a debt. */
export function CobranzaGuide() {
  const successPercent = Math.round(SUCCESS_FEE_RATE * 100);
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        {COLLECTION_PLAN.name} tiene un honorario fijo de {formatClp(COLLECTION_PLAN.price)} más un
        honorario de éxito del {successPercent}% de lo que efectivamente se recupere, para deudas de
        hasta {formatClp(MAX_DEBT)}. Si se recupera toda la deuda, el honorario de éxito se calcula
        sobre el total; si no se recupera nada, solo corresponde el honorario fijo. Lo que recibes
        es lo recuperado menos ambos honorarios.
      </p>
      <h2 className="text-xl font-semibold">Cobranza extrajudicial de deudas de consumo</h2>
      <p>
        Si cobras a un consumidor una deuda de consumo, la Ley del Consumidor (art. 37 de la Ley
        19.496) limita los gastos de cobranza extrajudicial que puedes traspasarle: solo se pueden
        cobrar después de 20 días de atraso y no pueden superar los porcentajes que la ley fija
        según el monto adeudado. Antes de cargar esos gastos al deudor, revisa con un abogado cuánto
        permite la ley en tu caso.
      </p>
      <h2 className="text-xl font-semibold">La deuda no se puede cobrar para siempre</h2>
      <p>
        Las acciones para cobrar una deuda prescriben: pasado un plazo sin cobrarla, el deudor puede
        oponerse al pago. Ese plazo depende del documento que tengas (una factura, un pagaré, un
        cheque, un contrato) y de la acción que se use, y algunas gestiones lo interrumpen. Por eso
        conviene no dejar pasar el tiempo y revisar tus documentos cuanto antes.
      </p>
      <h2 className="text-xl font-semibold">Si la cobranza llega a juicio</h2>
      <p>
        Quien pierde totalmente un juicio es condenado en costas, salvo que el tribunal considere
        que tuvo motivos plausibles para litigar. Las costas incluyen los gastos del proceso y los
        honorarios de los abogados, que fija el tribunal. Esta estimación no las descuenta ni las
        suma: dependen de lo que resuelva el tribunal y de que el deudor pueda pagarlas.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Intereses, reajustes, gastos de notificación o de receptor, ni la posibilidad real de que el
        deudor tenga bienes con que pagar. Para deudas mayores a {formatClp(MAX_DEBT)}, con
        garantías o con un deudor en insolvencia, un abogado debe revisar el caso.
      </p>
    </>
  );
}
