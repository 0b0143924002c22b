import { Link } from 'react-router-dom';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { buttonClass } from '@/components/ui/button-styles';

/** For someone who opens /auth while signed in: where to go, or sign out. */
export function SignedInPanel({ email, next }: { email: string; next: string }) {
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
        <SignOutButton />
      </div>
    </div>
  );
}
