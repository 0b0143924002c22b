import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { CarriedProps } from '@/components/forms/form-island';
import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { INVALID_EMAIL, newsletterAddress } from './newsletter-address';
import type { NewsletterOutcome } from './subscribe';

interface NewsletterBoxProps extends CarriedProps {
  /** The box's heading; its level follows the page it is on. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

const LOAD_FAILED = 'No pudimos suscribirte: revisa tu conexión e inténtalo de nuevo.';

const DONE: Partial<Record<NewsletterOutcome['kind'], string>> = {
  suscrito: '¡Listo! Te suscribiste. Recibirás nuestras guías y novedades legales en tu correo.',
  ya_suscrito: 'Este correo ya estaba suscrito: seguirás recibiendo nuestras novedades.',
};

/**
 * A newsletter sign-up for any page. It needs no backend until the reader subscribes, and keeps
 * what was typed whenever the sign-up is refused.
 */
export function NewsletterBox({
  title = 'Recibe novedades legales',
  headingLevel: Heading = 'h2',
  className,
  carried,
}: NewsletterBoxProps) {
  const id = useId();
  // What was typed into the static box before this code arrived, and where the focus was.
  const [email, setEmail] = useState(carried?.values.email ?? '');
  useEffect(() => {
    if (carried?.focus?.name !== 'email') return;
    const input = document.getElementById(`${id}-email`);
    // Focus only: an e-mail field has no selection range to restore (setting one throws).
    if (input instanceof HTMLInputElement) input.focus();
    // Only the carried state of the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);
  const invalid = outcome?.kind === 'email_invalido';
  const refusal = outcome && 'message' in outcome ? outcome.message : undefined;
  const done = outcome ? DONE[outcome.kind] : undefined;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!newsletterAddress(email)) {
      setOutcome({ kind: 'email_invalido', message: INVALID_EMAIL });
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    const result = await import('./subscribe')
      .then((module) => module.subscribeToNewsletter(email))
      .catch((): NewsletterOutcome => ({ kind: 'error', message: LOAD_FAILED }));
    setSending(false);
    setOutcome(result);
    if (!('message' in result)) setEmail('');
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cn('space-y-3', className)}>
      <Heading id={`${id}-title`} className="font-semibold text-ink">
        {title}
      </Heading>
      <p>Guías prácticas y cambios legales que te afectan, una vez al mes. Sin spam.</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-2">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
          Correo para el boletín
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={refusal ? `${id}-message` : undefined}
            className={cn(
              'min-w-0 flex-1 rounded-lg border bg-surface px-3 py-2 text-ink',
              invalid ? 'border-urgent' : 'border-line',
            )}
          />
          <button type="submit" disabled={sending} className={buttonClass('primary')}>
            {sending ? 'Suscribiendo...' : 'Suscribirme'}
          </button>
        </div>
        <div aria-live="polite">
          {refusal && (
            <p id={`${id}-message`} className="text-sm text-urgent">
              {refusal}
            </p>
          )}
          {done && <p className="text-sm text-success">{done}</p>}
        </div>
      </form>
    </section>
  );
}

export default NewsletterBox;
