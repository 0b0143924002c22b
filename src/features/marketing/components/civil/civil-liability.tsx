import { Scale } from 'lucide-react';
import { CIVIL_LIABILITY } from '@/content/landings/civil';

/** Civil liability: the two kinds of liability and moral damages, with their legal basis. */
export function CivilLiability() {
  return (
    <section aria-labelledby="responsabilidad-civil" className="bg-surface-2 px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2
          id="responsabilidad-civil"
          className="flex items-center gap-2 text-2xl font-bold text-ink"
        >
          <Scale aria-hidden="true" className="size-6 text-accent" />
          Responsabilidad civil
        </h2>
        <p className="mt-2 max-w-3xl text-ink-muted">{CIVIL_LIABILITY.intro}</p>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {CIVIL_LIABILITY.kinds.map((kind) => (
            <article key={kind.title} className="rounded-2xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-ink">{kind.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{kind.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
