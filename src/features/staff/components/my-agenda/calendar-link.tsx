import { useState } from 'react';
import { useCopy } from '@/booking/ui/use-copy';
import { showMessage } from '@/components/feedback/show-message';
import { buttonClass } from '@/components/ui/button-styles';
import { useCreateFeedToken } from '../../api/use-create-feed-token';
import { useRevokeFeedToken } from '../../api/use-revoke-feed-token';
import { feedUrl } from './feed-url';

interface CalendarLinkProps {
  /** The hosted project's address (VITE_SUPABASE_URL). */
  supabaseUrl: string;
  /** Whether an address exists already (its secret is not shown again). */
  hasLink: boolean;
}

/**
 * The lawyer's private calendar address: made on request and shown once, to paste in Google
 * Calendar or Outlook; a new one replaces the old, and revoking stops it.
 */
export function CalendarLink({ supabaseUrl, hasLink }: CalendarLinkProps) {
  const [url, setUrl] = useState<string | null>(null);
  const { copied, failed, copy } = useCopy();
  const create = useCreateFeedToken();
  const revoke = useRevokeFeedToken();
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        Un enlace privado para suscribirte a tus reservas desde Google Calendar u Outlook («Agregar
        calendario desde URL»). Muestra la hora, el servicio y el código, nunca los datos del
        cliente. Quien tenga el enlace ve tu agenda: no lo compartas.
      </p>
      <p className="text-sm font-medium text-ink">
        {hasLink ? 'Tienes un enlace de calendario activo.' : 'No tienes un enlace de calendario.'}
      </p>
      {url && (
        <div className="space-y-2 rounded-xl border border-line bg-surface-2 p-3">
          <label htmlFor="enlace-agenda" className="block text-sm font-medium text-ink">
            Tu enlace de calendario (se muestra solo ahora)
          </label>
          <input
            id="enlace-agenda"
            readOnly
            value={url}
            onFocus={(event) => {
              event.target.select();
            }}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm"
          />
          <button
            type="button"
            onClick={() => void copy('enlace', url)}
            className={buttonClass('secondary')}
          >
            {copied === 'enlace' ? 'Copiado' : 'Copiar enlace'}
          </button>
          <p role="status" className="text-sm text-ink-muted">
            {failed ? 'No se pudo copiar: selecciona el enlace y cópialo a mano.' : ''}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={create.isPending}
          onClick={() => {
            create.mutate(undefined, {
              onSuccess: (token) => {
                setUrl(feedUrl(supabaseUrl, token));
                showMessage(
                  'exito',
                  hasLink
                    ? 'Enlace nuevo creado; el anterior dejó de funcionar.'
                    : 'Enlace de calendario creado.',
                );
              },
            });
          }}
          className={buttonClass('primary')}
        >
          {hasLink ? 'Crear un enlace nuevo' : 'Crear enlace de calendario'}
        </button>
        {(hasLink || url) && (
          <button
            type="button"
            disabled={revoke.isPending}
            onClick={() => {
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setUrl(null);
                  showMessage('exito', 'Enlace revocado: ningún calendario puede leerlo.');
                },
              });
            }}
            className={buttonClass('secondary')}
          >
            Revocar enlace
          </button>
        )}
      </div>
    </div>
  );
}
