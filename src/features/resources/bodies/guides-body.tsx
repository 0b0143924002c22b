import { company } from '@/content/company';
import { GUIDES, guideHref } from '../guides';
import { ToolList } from '../tool-list';

const AREAS = [...new Set(GUIDES.map((guide) => guide.area))];

export default function GuidesBody() {
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-6 py-12">
      <header>
        <h1 className="text-3xl font-semibold text-ink md:text-4xl">Guías legales</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Lo que conviene saber antes de actuar, explicado en simple. Son información general: para
          tu caso concreto, conversa con un abogado.
        </p>
      </header>
      {AREAS.map((area) => (
        <section key={area} aria-label={area} className="space-y-4">
          <h2 className="text-2xl font-semibold text-ink">{area}</h2>
          <ToolList
            tools={GUIDES.filter((guide) => guide.area === area).map((guide) => ({
              title: guide.title,
              description: guide.summary,
              href: guideHref(guide),
            }))}
          />
        </section>
      ))}
      <p className="text-ink-muted">
        ¿No encuentras lo que buscas?{' '}
        <a href="/contacto" className="text-link underline">
          Escríbenos
        </a>{' '}
        y un abogado te responde dentro de {company.contactWithinHours} horas hábiles. También
        tienes{' '}
        <a href="/recursos/plantillas" className="text-link underline">
          plantillas y calculadoras
        </a>
        .
      </p>
    </div>
  );
}
