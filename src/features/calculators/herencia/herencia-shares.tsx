import { formatClp } from '@/lib/format/clp';
import { formatFraction, formatPercent, type Fraction } from './fraction';
import type { HerenciaOutcome } from './herencia-form';
import { heirLabel, ORDER_LABELS, PORTION_LABELS } from './herencia-lines';

interface ShareRow {
  label: string;
  share: Fraction;
  amount: number;
}

function ShareTable({ caption, rows }: { caption: string; rows: readonly ShareRow[] }) {
  return (
    <table className="mt-3 w-full text-left text-sm text-ink">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-xs text-ink-muted">
          <th scope="col" className="pb-1 font-medium">
            Quién
          </th>
          <th scope="col" className="pb-1 font-medium">
            Cuota
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            Monto
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-t border-line align-top">
            <th scope="row" className="py-2 pr-3 font-medium">
              {row.label}
            </th>
            <td className="py-2 pr-3 whitespace-nowrap">
              {row.share.denominator === 1
                ? 'Todo (100%)'
                : `${formatFraction(row.share)} (${formatPercent(row.share)})`}
            </td>
            <td className="py-2 text-right whitespace-nowrap">{formatClp(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const NOT_COVERED = {
  otros:
    'Sin hijos, cónyuge o conviviente civil, padres ni hermanos, heredan otros parientes colaterales y, a falta de ellos, el Fisco. Este cálculo no cubre ese caso: revísalo con un abogado.',
  abuelos:
    'Si no vive ninguno de los padres pero sí algún abuelo, los abuelos heredan en su lugar, junto al cónyuge o conviviente civil si lo hay. Este cálculo no cubre ese caso: revísalo con un abogado.',
} as const;

function Will({ will }: { will: NonNullable<HerenciaOutcome['will']> }) {
  return (
    <>
      <h3 className="mt-4 font-semibold text-ink">Con testamento</h3>
      <ShareTable
        caption="Partes de la herencia con testamento"
        rows={will.portions.map((portion) => ({
          label:
            portion.share.denominator === 1 ? 'Libre disposición' : PORTION_LABELS[portion.kind],
          share: portion.share,
          amount: portion.amount,
        }))}
      />
      {will.legitimarios ? (
        <>
          {will.legitimas.length > 0 && (
            <>
              <p className="mt-3 text-sm text-ink">
                Lo mínimo que el testamento debe dejar a cada uno (legítima rigorosa):
              </p>
              <ShareTable
                caption="Legítima rigorosa de cada legitimario"
                rows={will.legitimas.map((row) => ({
                  label: heirLabel(row.kind, row.count),
                  share: row.share,
                  amount: row.amount,
                }))}
              />
            </>
          )}
          <p className="mt-3 text-sm text-ink">
            La cuarta de mejoras solo puede ir al cónyuge o conviviente civil, a descendientes o a
            ascendientes. Lo que el testamento no disponga de las cuartas vuelve a las legítimas
            (art. 1191): entonces cada uno recibe su cuota completa del reparto sin testamento.
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm text-ink">
          No hay legitimarios (hijos, cónyuge o conviviente civil, padres): el testamento puede
          disponer libremente de toda la herencia. Lo que no disponga se reparte como sin
          testamento.
        </p>
      )}
    </>
  );
}

/** Who inherits and how much, and with a will the parts it must respect. A live region. */
export function HerenciaShares({ outcome }: { outcome?: HerenciaOutcome }) {
  return (
    <section
      aria-labelledby="reparto"
      aria-live="polite"
      className="calculator-print rounded-xl border border-line bg-surface-2 p-5"
    >
      <h2 id="reparto" className="text-xl font-semibold text-ink">
        Reparto de la herencia
      </h2>
      {!outcome ? (
        <p className="mt-3 text-ink-muted">Corrige los datos marcados para ver el resultado.</p>
      ) : (
        <>
          {outcome.will && <Will will={outcome.will} />}
          <h3 className="mt-4 font-semibold text-ink">
            {outcome.will ? 'Reparto sin testamento' : 'Quiénes heredan'}
          </h3>
          {outcome.order === 'otros' || outcome.order === 'abuelos' ? (
            <p className="mt-2 text-sm text-ink">{NOT_COVERED[outcome.order]}</p>
          ) : (
            <>
              <p className="mt-2 text-sm text-ink-muted">{ORDER_LABELS[outcome.order]}</p>
              <ShareTable
                caption="Cuota y monto de cada heredero"
                rows={outcome.heirs.map((row) => ({
                  label: heirLabel(row.kind, row.count),
                  share: row.share,
                  amount: row.amount,
                }))}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
