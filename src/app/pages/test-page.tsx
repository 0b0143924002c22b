import { Monitor, Smartphone } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { buttonClass } from '@/components/ui/button-styles';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/dom/use-media-query';

/** A page for checking the layout on a device: it says which layout is active. */
export default function TestPage() {
  const navigate = useNavigate();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const layout = isDesktop === null ? 'detectando…' : isDesktop ? 'escritorio' : 'móvil';
  const Icon = isDesktop ? Monitor : Smartphone;

  return (
    <section className="mx-auto max-w-xl px-6 py-16 text-center">
      <Seo
        title="Página de prueba"
        description="Comprueba qué diseño (móvil o escritorio) usa tu pantalla."
        path="/test"
        noindex
      />
      <h1 className="text-3xl font-bold text-ink">Página de prueba</h1>
      <p
        className="mt-6 flex items-center justify-center gap-2 text-lg text-ink"
        aria-live="polite"
      >
        <Icon aria-hidden="true" className="size-6" />
        Vista actual: <strong>{layout}</strong>
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        El diseño de escritorio se usa desde 1024 píxeles de ancho.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Ir al inicio
        </Link>
        <Link to="/servicios" className={buttonClass('secondary')}>
          Ir a servicios
        </Link>
        <button
          type="button"
          onClick={() => void navigate(-1)}
          className={buttonClass('secondary')}
        >
          Volver
        </button>
      </div>
    </section>
  );
}
