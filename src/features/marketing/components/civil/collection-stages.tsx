import { COLLECTION_STAGES } from '@/content/landings/civil';

/** The stages of a judicial collection, with the average share of the debt recovered in each. */
export function CollectionStages() {
  return (
    <section aria-labelledby="etapas-cobranza" className="px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2 id="etapas-cobranza" className="text-2xl font-bold text-ink">
          Etapas de la cobranza judicial, de la carta de cobro al remate
        </h2>
        <p className="mt-2 max-w-3xl text-ink-muted">
          Cada etapa se activa solo si la anterior no logra el pago: mientras más avanza, más
          demora, pero más se recupera. La cifra es la parte de la deuda que nuestra práctica civil
          recupera, en promedio, en las cobranzas que terminan en esa etapa.
        </p>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {COLLECTION_STAGES.map((stage, index) => (
            <li key={stage.title} className="rounded-2xl border border-line bg-surface p-5">
              <p className="text-sm font-semibold text-accent">Etapa {index + 1}</p>
              <h3 className="mt-1 font-semibold text-ink">{stage.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{stage.text}</p>
              <p className="mt-4 text-2xl font-bold text-ink">{stage.recovered}</p>
              <p className="text-sm text-ink-muted">de la deuda recuperada, en promedio</p>
              <div aria-hidden="true" className="mt-2 h-2 rounded-full bg-surface-2">
                <div className="h-2 rounded-full bg-success" style={{ width: stage.recovered }} />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
