import { useId, useState } from 'react';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { OPT_IN_LABEL, OPT_IN_MISSING } from '@/components/newsletter/newsletter-box';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { useMyNewsletter } from '../api/use-my-newsletter';
import { useStopNewsletter } from '../api/use-stop-newsletter';
import { useSubscribeNewsletter } from '../api/use-subscribe-newsletter';

/**
 * Whether the account's e-mail receives the newsletter, with the objection to it one click away
 * (no reason needed: Ley 19.628 art. 8), and the explicit opt-in to take it again.
 */
export function CommunicationsSection({ email }: { email: string }) {
  const headingId = useId();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  const [missingConsent, setMissingConsent] = useState(false);
  const mine = useMyNewsletter(email);
  // A refusal is shown by the page's toaster, from the hooks' meta.
  const stop = useStopNewsletter(email, {
    onSuccess: () => showMessage('exito', 'Listo: ya no recibirás el boletín.'),
  });
  const start = useSubscribeNewsletter(email, {
    onSuccess: () => {
      setConsent(false);
      showMessage('exito', 'Listo: te suscribiste al boletín.');
    },
  });
  const busy = stop.isPending || start.isPending;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Comunicaciones
      </h2>
      {mine.isPending ? (
        <p className="text-ink-muted">Revisando tu suscripción al boletín...</p>
      ) : mine.isError ? (
        <p role="alert" className="text-urgent">
          No pudimos revisar tu suscripción al boletín: {mine.error.message}
        </p>
      ) : mine.data.suscrito ? (
        <div className="space-y-3">
          <p className="text-ink">
            Tu correo {email} recibe el boletín de novedades legales. Puedes dejarlo cuando quieras,
            sin dar motivos.
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => stop.mutate()}
            className={buttonClass('secondary')}
          >
            Dejar de recibir el boletín
          </button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-ink">Tu correo {email} no recibe el boletín.</p>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              id={consentId}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setMissingConsent(false);
              }}
              aria-required="true"
              aria-invalid={missingConsent || undefined}
              aria-describedby={missingConsent ? `${consentId}-falta` : undefined}
            />
            <span>{OPT_IN_LABEL}</span>
          </label>
          {missingConsent && (
            <p id={`${consentId}-falta`} className="text-sm text-urgent">
              {OPT_IN_MISSING}
            </p>
          )}
          <CollectionNotice purpose="newsletter" />
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (consent) start.mutate();
              else {
                setMissingConsent(true);
                document.getElementById(consentId)?.focus();
              }
            }}
            className={buttonClass('secondary')}
          >
            Suscribirme
          </button>
        </div>
      )}
    </section>
  );
}
