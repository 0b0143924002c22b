import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { BackendPort } from '@/backend/port';
import { CollectionNotice } from '@/components/forms/collection-notice';
import { OPT_IN_LABEL, OPT_IN_MISSING } from '@/components/newsletter/newsletter-box';
import { buttonClass } from '@/components/ui/button-styles';
import { FlashMessage } from '@/components/ui/flash-message';
import { useFlashMessage } from '@/components/ui/use-flash-message';
import { PRIVACY_POLICY_VERSION } from '@/content/legal/versions';

interface CommunicationsSectionProps {
  backend: BackendPort;
  email: string;
}

/**
 * Whether the account's e-mail receives the newsletter, with the objection to it one click away
 * (no reason needed: Ley 19.628 art. 8), and the explicit opt-in to take it again.
 */
export function CommunicationsSection({ backend, email }: CommunicationsSectionProps) {
  const headingId = useId();
  const consentId = useId();
  const queryClient = useQueryClient();
  const { flash, show } = useFlashMessage();
  const [consent, setConsent] = useState(false);
  const [missingConsent, setMissingConsent] = useState(false);
  const key = ['newsletter', 'mine', email];
  const mine = useQuery({ queryKey: key, queryFn: () => backend.newsletter.mine() });
  const done = (text: string) => {
    show('exito', text);
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const stop = useMutation({
    mutationFn: () => backend.newsletter.stopMine(),
    onSuccess: () => done('Listo: ya no recibirás el boletín.'),
    onError: (error) => show('error', error.message),
  });
  const start = useMutation({
    mutationFn: () => backend.newsletter.subscribe(email, PRIVACY_POLICY_VERSION.version),
    onSuccess: () => {
      setConsent(false);
      done('Listo: te suscribiste al boletín.');
    },
    onError: (error) => show('error', error.message),
  });
  const busy = stop.isPending || start.isPending;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Comunicaciones
      </h2>
      <FlashMessage flash={flash} />
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
