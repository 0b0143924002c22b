import { COLLECTION_MAX_DEBT } from '@/content/catalogue/collection-terms';
import { formatClp } from '@/lib/format/clp';

/** How the collection fees work and what the estimate leaves out. */
export function CobranzaGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        Con Cobranza Express pagas un honorario fijo al contratar y, además, un porcentaje solo de
        lo que efectivamente se recupera. Si no se recupera nada, no hay honorario de éxito. El plan
        cubre deudas de hasta {formatClp(COLLECTION_MAX_DEBT)}; para montos mayores, el cobro se
        evalúa caso a caso.
      </p>
      <h2 className="text-xl font-semibold">Cobranza extrajudicial y judicial</h2>
      <p>
        Primero se intenta la cobranza extrajudicial: cartas, llamadas y propuestas de pago. Si el
        deudor no paga, y la deuda consta en un título ejecutivo (un pagaré, un cheque protestado,
        una factura aceptada), se puede iniciar un juicio ejecutivo para embargar bienes. Sin título
        ejecutivo, hay que obtener primero una sentencia en un juicio ordinario o monitorio.
      </p>
      <h2 className="text-xl font-semibold">Si cobras a consumidores</h2>
      <p>
        Cuando el deudor es un consumidor, la Ley 19.496 limita los gastos de cobranza que se le
        pueden cargar y prohíbe las prácticas abusivas: llamadas a horas inadecuadas, avisos a
        terceros o amenazas. Esos gastos solo proceden después de 20 días de atraso.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Intereses y reajustes que se puedan cobrar al deudor, costas que el tribunal le imponga,
        gastos de receptor judicial y el plazo de prescripción de la deuda, que depende del título:
        un abogado debe revisarlo antes de cobrar.
      </p>
    </>
  );
}
