import { Link, Navigate, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { buttonClass } from '@/components/ui/button-styles';
import { LEGACY_POSTS } from '@/features/blog/legacy-posts';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // An old article address followed inside the app moves on to its article. They are not routes:
  // the host answers them with a 301 (dist/_redirects), so only an in-app link ever gets here.
  const moved = LEGACY_POSTS[pathname.replace(/\/+$/, '')];
  if (moved) return <Navigate to={moved} replace />;
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <Seo
        title="Página no encontrada"
        description="La página que buscas no existe o cambió de dirección."
        path="/404"
        noindex
      />
      <p className="text-6xl font-extrabold text-ink-muted">404</p>
      <h1 lang="en" className="mt-4 text-2xl font-bold text-ink">
        Oops! Page not found
      </h1>
      <p className="mt-3 text-ink-muted">
        La página que buscas no existe o cambió de dirección. Revisa el enlace o vuelve al inicio.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Volver al inicio
        </Link>
        <Link to="/servicios" className={buttonClass('secondary')}>
          Ver servicios
        </Link>
      </div>
    </section>
  );
}
