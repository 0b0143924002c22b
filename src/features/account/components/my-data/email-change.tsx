import { useState, type SubmitEvent } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { EMAIL_MAX, isValidEmail } from '@/lib/validation/fields';
import { useChangeEmail } from '../../api/use-change-email';

/** Rectification of the sign-in address: it changes once the link sent to it is followed. */
export function EmailChange({ current }: { current: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useChangeEmail();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address))
      return setError('Escribe un correo válido, como nombre@dominio.cl.');
    if (address.toLowerCase() === current.toLowerCase()) return setError('Ese ya es tu correo.');
    setError(undefined);
    request.mutate(address);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Cambiar mi correo">
      <p className="text-sm text-ink-muted">
        Tu correo actual es {current}. El cambio se hace cuando abres el enlace que enviamos al
        correo nuevo.
      </p>
      <TextField
        label="Correo nuevo"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        maxLength={EMAIL_MAX}
        onChange={(e) => setEmail(e.target.value)}
        error={error ?? (request.error ? request.error.message : undefined)}
      />
      <div role="status">
        {request.data && !request.data.demoLink && (
          <p className="rounded-lg border border-success p-3 text-success">
            Te enviamos un enlace a {request.variables}. Ábrelo para confirmar el cambio.
          </p>
        )}
        {request.data?.demoLink && (
          <p className="rounded-lg border border-line p-3 text-ink">
            Modo de demostración: no se envían correos. Abre este enlace para confirmar el cambio:{' '}
            <a href={request.data.demoLink} className="break-all text-link underline">
              {request.data.demoLink}
            </a>
          </p>
        )}
      </div>
      <button type="submit" disabled={request.isPending} className={buttonClass('secondary')}>
        {request.isPending ? 'Enviando...' : 'Cambiar correo'}
      </button>
    </form>
  );
}
