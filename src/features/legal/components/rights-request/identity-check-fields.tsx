import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { BackendPort } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/content/company';
import type { RightsRequestValues } from './rights-request-schema';

interface IdentityCheckFieldsProps {
  backend: BackendPort;
  form: UseFormReturn<RightsRequestValues>;
}

const OPTIONS = [
  {
    value: 'codigo_reserva',
    label: 'Con el código de mi reserva',
    hint: 'El que te mostramos al reservar, junto al correo con que reservaste.',
  },
  {
    value: 'codigo_email',
    label: 'Con un código que te enviamos por correo',
    hint: 'Si nos escribiste, te suscribiste a novedades o no tienes el código de reserva.',
  },
] as const;

/**
 * How the person proves who they are before the request is recorded: the booking code with the
 * booking's e-mail, or a 6-digit code sent to the e-mail (on a hosted site the server e-mails it
 * and the page never sees it; in embedded mode, which has nobody to e-mail from, it is shown on
 * screen).
 */
export function IdentityCheckFields({ backend, form }: IdentityCheckFieldsProps) {
  const { register, formState } = form;
  const method = useWatch({ control: form.control, name: 'verificacion' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function sendCode() {
    setSendError(null);
    if (!(await form.trigger('email'))) {
      form.setFocus('email');
      return;
    }
    const email = form.getValues('email').trim();
    setSending(true);
    try {
      const result = await backend.solicitudes.requestCode(email);
      setSentTo(email);
      setDemoCode(result.demoCode ?? null);
      form.setFocus('codigoEmail');
    } catch (error) {
      setSendError(error instanceof Error ? error.message : 'No pudimos enviar el código');
    } finally {
      setSending(false);
    }
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-ink">¿Cómo verificamos que eres tú?</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-ink">
          <input type="radio" value={option.value} className="mt-1" {...register('verificacion')} />
          <span>
            {option.label}
            <span className="block text-xs text-ink-muted">{option.hint}</span>
          </span>
        </label>
      ))}
      {method === 'codigo_reserva' ? (
        <TextField
          label="Código de reserva"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          error={formState.errors.codigoReserva?.message}
          {...register('codigoReserva')}
        />
      ) : (
        <div className="space-y-3">
          <button
            type="button"
            onClick={() => void sendCode()}
            disabled={sending}
            className={buttonClass('secondary', 'disabled:opacity-60')}
          >
            {sending ? 'Enviando...' : sentTo ? 'Enviar otro código' : 'Enviarme un código'}
          </button>
          {sendError && (
            <p role="alert" className="text-sm text-urgent">
              {sendError}
            </p>
          )}
          {sentTo && (
            <p role="status" className="text-sm text-ink">
              Enviamos un código de 6 dígitos a {sentTo}. Vence en 15 minutos.
              {!demoCode &&
                ` Si no llega, revisa la carpeta de spam o escríbenos a ${company.email} desde ese correo.`}
            </p>
          )}
          {demoCode && (
            <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
              Modo demostración: no se envían correos. En el sitio real el código llega a tu correo.
              Tu código es <strong className="font-mono">{demoCode}</strong>.
            </p>
          )}
          <TextField
            label="Código de 6 dígitos"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={formState.errors.codigoEmail?.message}
            {...register('codigoEmail')}
          />
        </div>
      )}
    </fieldset>
  );
}
