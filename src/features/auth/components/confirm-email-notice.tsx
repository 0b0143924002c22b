import { BUILD_BACKEND_MODE } from '@/backend/build-mode';
import { useStartedBackend } from '@/components/auth/backend-context';
import { DemoLink } from './demo-link';
import { ResendConfirmation } from './resend-confirmation';

interface ConfirmEmailNoticeProps {
  email: string;
  /** Embedded mode: the link that would have been e-mailed. */
  demoLink?: string;
  onSignIn: () => void;
}

/**
 * After signing up: the account waits for its address to be confirmed, and nobody is signed in
 * until the link is followed. Whether the address already had an account is not said.
 */
export function ConfirmEmailNotice({ email, demoLink, onSignIn }: ConfirmEmailNoticeProps) {
  const backend = useStartedBackend();
  const embedded = (backend?.mode ?? BUILD_BACKEND_MODE) === 'embedded';
  return (
    <section aria-labelledby="confirma-tu-correo" className="space-y-4">
      <h2 id="confirma-tu-correo" className="text-xl font-semibold text-ink">
        Confirma tu correo
      </h2>
      <p role="status" className="text-ink">
        {embedded ? 'Para terminar, confirma' : 'Te enviamos un enlace a'}{' '}
        <strong>{embedded ? `tu correo ${email}` : email}</strong>
        {embedded
          ? ' con el enlace de confirmación.'
          : '. Ábrelo para confirmar tu correo y entrar a tu cuenta.'}
      </p>
      {embedded &&
        (demoLink ? (
          <DemoLink href={demoLink} label="confirmar mi correo" />
        ) : (
          <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
            Modo demostración: no se envían correos, y este correo no tiene una cuenta por
            confirmar. Si ya tienes una cuenta, inicia sesión.
          </p>
        ))}
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted">
        <li>El enlace vale por una hora y sirve una sola vez. Ábrelo en este mismo navegador.</li>
        {!embedded && <li>Si no lo ves en unos minutos, revisa la carpeta de spam.</li>}
        <li>
          Hasta que lo abras no podrás iniciar sesión, y tu cuenta no mostrará las reservas ni los
          mensajes enviados antes con este correo.
        </li>
        <li>
          Si ya tenías una cuenta con este correo, no creamos otra: inicia sesión o recupera tu
          contraseña.
        </li>
      </ul>
      <ResendConfirmation email={email} />
      <button type="button" onClick={onSignIn} className="w-full text-sm text-link underline">
        Ir a iniciar sesión
      </button>
    </section>
  );
}
