import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import { useAuth } from './auth-context';
import { SecondStep } from './second-step';

/**
 * What a person signed in with a password alone sees instead of a guarded page when a code is
 * due: the code when the account has an authenticator, else (staff pages only) the way to set
 * one up.
 */
export function StaffSecondStep({ staff }: { staff: boolean }) {
  const { backend, assurance } = useAuth();
  if (!backend) return null;
  return (
    <section className="mx-auto max-w-lg space-y-4 px-6 py-16">
      <ShieldCheck aria-hidden="true" className="mx-auto size-12 text-ink-muted" />
      <h1 className="text-center text-2xl font-bold text-ink">Confirma que eres tú</h1>
      <p className="text-ink-muted">
        {staff
          ? 'Las cuentas del estudio ven los datos de todos los clientes, por eso piden un segundo paso además de la contraseña: un código de tu aplicación de autenticación.'
          : 'Tu cuenta tiene activada la verificación en dos pasos: falta el código de tu aplicación de autenticación.'}
      </p>
      {assurance?.next === 'aal2' ? (
        <SecondStep
          // The auth context follows the verified session and shows the page.
          onVerified={() => undefined}
          onCancel={() => void backend.auth.signOut()}
        />
      ) : (
        <div className="space-y-3">
          <p className="text-ink">
            Tu cuenta aún no tiene la verificación en dos pasos. Actívala en Mi cuenta (toma un
            minuto: escaneas un código QR con la aplicación e ingresas el código que muestra) y
            vuelve a esta página.
          </p>
          <Link to="/mi-cuenta#seguridad" className={buttonClass('primary')}>
            Activar la verificación en dos pasos
          </Link>
        </div>
      )}
    </section>
  );
}
