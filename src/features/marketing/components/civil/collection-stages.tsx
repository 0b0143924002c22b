import { COLLECTION_STAGES } from '@/content/landings/civil';

/** The stages of a judicial collection, from the collection letter to the auction. */
export function CollectionStages() {
  return (
    <section aria-labelledby="etapas-cobranza" className="px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2 id="etapas-cobranza" className="text-2xl font-bold text-ink">
          Etapas de la cobranza judicial, de la carta de cobro al remate
        </h2>
        <p className="mt-2 max-w-3xl text-ink-muted">
          Cada etapa se activa solo si la anterior no logra el pago. Cuánto se recupera depende del
          deudor y de sus bienes: lo estimamos contigo al revisar tu caso, no lo prometemos antes.
        </p>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {COLLECTION_STAGES.map((stage, index) => (
            <li key={stage.title} className="rounded-2xl border border-line bg-surface p-5">
              <p className="text-sm font-semibold text-accent">Etapa {index + 1}</p>
              <h3 className="mt-1 font-semibold text-ink">{stage.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{stage.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
