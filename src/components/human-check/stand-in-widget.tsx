import { useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import type { WidgetProps } from './widget-props';

/** Where the site's own server (`npm run dev`, `npm run preview`) relays the stand-in's tokens. */
export const STAND_IN_TOKEN_URL = '/functions/v1/verificacion-simulada';

const UNAVAILABLE =
  'La verificación no está disponible en este momento. Inténtalo de nuevo en unos minutos.';

/**
 * The local stand-in for Cloudflare's check, used without VITE_TURNSTILE_SITE_KEY (the embedded
 * mode, the tests): one button. Its token is verified by the server exactly as Turnstile's is.
 */
export function StandInWidget({ onToken, onError, busy }: WidgetProps) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(true);
    try {
      const answer = await fetch(STAND_IN_TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await answer.json().catch(() => null)) as { token?: unknown } | null;
      if (!answer.ok || typeof body?.token !== 'string') throw new Error('sin token');
      onToken(body.token);
    } catch {
      onError(UNAVAILABLE);
    } finally {
      setAsking(false);
    }
  };
  return (
    <div className="space-y-2 rounded-lg border border-line bg-surface p-3">
      <button
        type="button"
        disabled={asking || busy}
        onClick={() => void confirm()}
        className={buttonClass('primary', 'w-full disabled:cursor-wait disabled:opacity-60')}
      >
        Confirmo que soy una persona
      </button>
      <p className="text-sm text-ink-muted">
        Versión de prueba de esta verificación: en el sitio publicado, este paso lo hace Cloudflare
        Turnstile.
      </p>
    </div>
  );
}
