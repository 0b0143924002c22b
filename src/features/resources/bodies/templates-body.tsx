import { CALCULATORS, TEMPLATES } from '../templates';
import { ToolList } from '../tool-list';

export default function TemplatesBody() {
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-6 py-12">
      <header>
        <h1 className="text-3xl font-semibold text-ink md:text-4xl">Plantillas y calculadoras</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Herramientas gratuitas para preparar un documento o estimar un monto. Un borrador no
          reemplaza la revisión de un abogado antes de firmar.
        </p>
      </header>
      <section aria-labelledby="plantillas" className="space-y-4">
        <h2 id="plantillas" className="text-2xl font-semibold text-ink">
          Plantillas y generadores
        </h2>
        <ToolList tools={TEMPLATES} />
      </section>
      <section aria-labelledby="calculadoras" className="space-y-4">
        <h2 id="calculadoras" className="text-2xl font-semibold text-ink">
          Calculadoras
        </h2>
        <ToolList tools={CALCULATORS} />
      </section>
      <p className="text-ink-muted">
        ¿Quieres que un abogado revise tu documento? Mira nuestros{' '}
        <a href="/servicios" className="text-link underline">
          servicios
        </a>{' '}
        o{' '}
        <a href="/recursos/guias" className="text-link underline">
          lee nuestras guías
        </a>
        .
      </p>
    </div>
  );
}
