import { LockKeyhole } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';

/** 'Iniciar sesión', coming back to this very page (and its query) once signed in. */
export function SignInLink() {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return (
    <Link to={`/auth?next=${encodeURIComponent(next)}`} className={buttonClass('primary')}>
      <LockKeyhole aria-hidden="true" className="size-4" />
      Iniciar sesión
    </Link>
  );
}
