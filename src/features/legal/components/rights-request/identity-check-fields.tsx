import type { UseFormReturn } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { CodeSentNotice } from '../email-code/code-sent-notice';
import { useEmailCode } from '../email-code/use-email-code';
import type { RightsRequestValues } from './rights-request-schema';

interface IdentityCheckFieldsProps {
  form: UseFormReturn<RightsRequestValues>;
}

/**
 * How the person proves who they are before the request is recorded: a 6-digit code sent to the
 * address. Nothing else proves it: anyone can book or write to the firm with any address, so a
 * booking code or a name says nothing about who reads that mailbox.
 */
export function IdentityCheckFields({ form }: IdentityCheckFieldsProps) {
  const { register, formState } = form;
  const code = useEmailCode();

  async function sendCode() {
    if (!(await form.trigger('email'))) {
      form.setFocus('email');
      return;
    }
    if (await code.send(form.getValues('email').trim())) form.setFocus('codigoEmail');
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-ink">Confirma que el correo es tuyo</legend>
      <p className="text-sm text-ink-muted">
        Te enviamos un código a ese correo: así sabemos que la solicitud la hace quien lo recibe, y
        nadie puede pedir tus datos en tu nombre.
      </p>
      <button
        type="button"
        onClick={() => void sendCode()}
        disabled={code.sending}
        className={buttonClass('secondary', 'disabled:opacity-60')}
      >
        {code.sending ? 'Enviando...' : code.sentTo ? 'Enviar otro código' : 'Enviarme un código'}
      </button>
      <CodeSentNotice code={code} />
      <TextField
        label="Código de 6 dígitos"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={formState.errors.codigoEmail?.message}
        {...register('codigoEmail')}
      />
    </fieldset>
  );
}
