import type { ServiceEssentials as Essentials } from '@/content/landings/essentials';

const GROUPS: readonly { key: keyof Essentials; title: string }[] = [
  { key: 'covers', title: 'Qué cubre' },
  { key: 'forWhom', title: 'Para quién es' },
  { key: 'costs', title: 'Cuánto cuesta' },
  { key: 'duration', title: 'Cuánto demora' },
  { key: 'bring', title: 'Qué traer a la consulta' },
];

/** What a client needs to know before hiring: scope, audience, price rules, timing, documents. */
export function ServiceEssentials({
  essentials,
  heading = 'Antes de contratar',
}: {
  essentials: Essentials;
  heading?: string;
}) {
  return (
    <section aria-labelledby="antes-de-contratar" className="bg-surface-2 px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2 id="antes-de-contratar" className="text-2xl font-bold text-ink">
          {heading}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map(({ key, title }) => (
            <div key={key} className="rounded-2xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-ink">{title}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted">
                {essentials[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
