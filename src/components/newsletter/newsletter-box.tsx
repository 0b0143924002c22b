import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { CollectionNotice } from '@/components/forms/collection-notice';
import type { CarriedProps } from '@/components/forms/form-island';
import { buttonClass } from '@/components/ui/button-styles';
import { newsletterUnsubscribeUrl } from '@/content/newsletter-links';
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

export const OPT_IN_LABEL =
  'Quiero recibir novedades legales de Punto Legal por correo. Puedo darme de baja cuando quiera.';
export const OPT_IN_MISSING =
  'Para suscribirte, marca la casilla que confirma que quieres recibir el boletín.';

type Shown = NewsletterOutcome | { kind: 'sin_consentimiento'; message: string };

const DONE: Partial<Record<Shown['kind'], string>> = {
  suscrito: '¡Listo! Te suscribiste. Recibirás nuestras guías y novedades legales en tu correo.',
  ya_suscrito:
    'Este correo ya estaba suscrito: seguirás recibiendo nuestras novedades. Cada envío trae un enlace para darte de baja.',
};

/**
 * A newsletter sign-up for any page. It needs no backend until the reader subscribes, and keeps
 * what was typed whenever the sign-up is refused. Marketing by e-mail needs its own explicit
 * consent: an unticked box the reader ticks, without which nothing is sent. The confirmation
 * shows the reader's own unsubscribe link.
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
  const [consent, setConsent] = useState(carried?.values.consiento === 'true');
  useEffect(() => {
    if (carried?.focus?.name !== 'email') return;
    const input = document.getElementById(`${id}-email`);
    // Focus only: an e-mail field has no selection range to restore (setting one throws).
    if (input instanceof HTMLInputElement) input.focus();
    // Only the carried state of the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Shown | null>(null);
  const [unsubscribeUrl, setUnsubscribeUrl] = useState<string | null>(null);
  const invalid = outcome?.kind === 'email_invalido';
  const noConsent = outcome?.kind === 'sin_consentimiento';
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
    if (!consent) {
      setOutcome({ kind: 'sin_consentimiento', message: OPT_IN_MISSING });
      document.getElementById(`${id}-consiento`)?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    setUnsubscribeUrl(null);
    const result = await import('./subscribe')
      .then((module) => module.subscribeToNewsletter(email))
      .catch((): NewsletterOutcome => ({ kind: 'error', message: LOAD_FAILED }));
    setSending(false);
    setOutcome(result);
    if (result.kind === 'suscrito' && result.tokenBaja)
      setUnsubscribeUrl(newsletterUnsubscribeUrl(window.location.origin, result.tokenBaja));
    if (!('message' in result)) {
      setEmail('');
      setConsent(false);
    }
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
            aria-describedby={refusal && !noConsent ? `${id}-message` : undefined}
            className={cn(
              'min-w-0 flex-1 rounded-lg border bg-surface px-3 py-2 text-ink',
              invalid ? 'border-urgent' : 'border-line',
            )}
          />
          <button type="submit" disabled={sending} className={buttonClass('primary')}>
            {sending ? 'Suscribiendo...' : 'Suscribirme'}
          </button>
        </div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            id={`${id}-consiento`}
            type="checkbox"
            name="consiento"
            className="mt-0.5 size-4 shrink-0 accent-brand"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-required="true"
            aria-invalid={noConsent || undefined}
            aria-describedby={noConsent ? `${id}-message` : undefined}
          />
          <span>{OPT_IN_LABEL}</span>
        </label>
        <CollectionNotice purpose="newsletter" />
        <div aria-live="polite">
          {refusal && (
            <p id={`${id}-message`} className="text-sm text-urgent">
              {refusal}
            </p>
          )}
          {done && <p className="text-sm text-success">{done}</p>}
          {done && unsubscribeUrl && (
            <p className="text-sm text-ink">
              Puedes darte de baja cuando quieras:{' '}
              <a href={unsubscribeUrl} className="break-all underline">
                {unsubscribeUrl}
              </a>
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

export default NewsletterBox;
