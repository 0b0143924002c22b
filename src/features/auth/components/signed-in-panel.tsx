import { Link } from 'react-router-dom';
import type { BackendPort } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';

/** For someone who opens /auth while signed in: where to go, or sign out. */
export function SignedInPanel({
  email,
  next,
  backend,
}: {
  email: string;
  next: string;
  backend: BackendPort;
}) {
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-2xl font-bold text-ink">Sesión iniciada</h1>
      <p className="text-ink-muted">
        Ingresaste como <strong className="text-ink">{email}</strong>.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={next} className={buttonClass('primary')}>
          Continuar
        </Link>
        <button
          type="button"
          onClick={() => void backend.auth.signOut()}
          className={buttonClass('secondary')}
        >
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}
