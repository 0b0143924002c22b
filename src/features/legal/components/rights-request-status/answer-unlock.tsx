import { useId, useState, type SubmitEvent } from 'react';
import { useBackend } from '@/components/auth/backend-context';
import type { RightsRequestPublicStatus } from '@/backend/rights-requests-port';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { CodeSentNotice } from '../email-code/code-sent-notice';
import { useEmailCode } from '../email-code/use-email-code';

const CODE = /^\d{6}$/;

/**
 * The firm's answer may hold the person's own data, or the reason for a denial: it is shown only
 * to whoever proves, with a code sent to the request's address, that the mailbox is theirs.
 */
export function AnswerUnlock({
  codigo,
  email,
  onUnlocked,
}: {
  codigo: string;
  email: string;
  onUnlocked: (request: RightsRequestPublicStatus) => void;
}) {
  const backend = useBackend();
  const code = useEmailCode();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const headingId = useId();

  async function read(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!CODE.test(typed.trim())) {
      setError('Ingresa el código de 6 dígitos que te enviamos por correo');
      return;
    }
    setReading(true);
    try {
      const request = await backend.solicitudes.status(codigo, email, typed.trim());
      if (request?.respuesta) onUnlocked(request);
      else setError('No pudimos mostrar la respuesta. Vuelve a consultar el estado.');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'No pudimos mostrar la respuesta');
    } finally {
      setReading(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-line p-4">
      <h3 id={headingId} className="font-semibold text-ink">
        Ya respondimos tu solicitud
      </h3>
      <p className="text-sm text-ink">
        La respuesta puede contener tus datos, así que la mostramos solo a quien recibe los correos
        de {email}: te enviamos un código a esa dirección.
      </p>
      <button
        type="button"
        onClick={() => void code.send(email)}
        disabled={code.sending}
        className={buttonClass('secondary', 'disabled:opacity-60')}
      >
        {code.sending ? 'Enviando...' : code.sentTo ? 'Enviar otro código' : 'Enviarme un código'}
      </button>
      <CodeSentNotice code={code} />
      <form
        noValidate
        aria-label="Ver la respuesta"
        onSubmit={(event) => void read(event)}
        className="space-y-3"
      >
        <TextField
          label="Código de 6 dígitos"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          error={error ?? undefined}
        />
        <button
          type="submit"
          disabled={reading}
          className={buttonClass('primary', 'disabled:opacity-60')}
        >
          {reading ? 'Verificando...' : 'Ver la respuesta'}
        </button>
      </form>
    </section>
  );
}
