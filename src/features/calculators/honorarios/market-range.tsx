import { company } from '@/content/company';
import { formatClp } from '@/lib/format/clp';
import { MARKET_CONTINGENCY_RANGE, type FeeEstimate } from './fee-estimate';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * The cuota litis other firms publish for an amount in dispute. It sits apart from the firm's
 * price so that it cannot be read as a price of the firm, nor as a legal tariff.
 */
export function MarketRange({
  contingency,
  noFeeOnResult = false,
}: {
  contingency: FeeEstimate['contingency'];
  noFeeOnResult?: boolean;
}) {
  const { low, high } = MARKET_CONTINGENCY_RANGE;
  return (
    <section
      aria-labelledby="practica-mercado"
      aria-live="polite"
      className="calculator-print rounded-xl border border-dashed border-line p-5"
    >
      <h2 id="practica-mercado" className="text-lg font-semibold text-ink">
        Cuota litis: práctica de mercado (referencial)
      </h2>
      {noFeeOnResult ? (
        <p className="mt-2 text-ink">
          En causas penales y de familia no se acostumbra cobrar un porcentaje del resultado: el
          honorario se pacta como un monto fijo o por etapas del juicio, por eso no mostramos un
          rango.
        </p>
      ) : contingency ? (
        <p className="mt-2 text-ink">
          Entre <strong>{formatClp(contingency.low)}</strong> y{' '}
          <strong>{formatClp(contingency.high)}</strong>: del {percent(low)} al {percent(high)} de{' '}
          {formatClp(contingency.amount)}.
        </p>
      ) : (
        <p className="mt-2 text-ink-muted">
          Ingresa un monto en disputa para ver el rango referencial de cuota litis.
        </p>
      )}
      <p className="mt-2 text-sm text-ink-muted">
        Es el rango que publica un estudio chileno para demandas de indemnización de perjuicios. No
        es una tarifa legal, porque ninguna ley fija un porcentaje, ni es el precio de{' '}
        {company.name}: cada abogado lo pacta con su cliente.
      </p>
    </section>
  );
}
