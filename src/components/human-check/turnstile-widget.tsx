import { useEffect, useRef } from 'react';
import { HUMAN_CHECK_ACTION } from '@/lib/human-check/human-check';
import { loadTurnstile } from './load-turnstile';
import type { WidgetProps } from './widget-props';

const LOAD_FAILED =
  'No pudimos cargar la verificación. Revisa tu conexión, o desactiva un bloqueador de contenido, e inténtalo de nuevo.';
const CHALLENGE_FAILED = 'La verificación no se pudo completar. Inténtalo de nuevo.';

/** Cloudflare Turnstile's widget (hosted site, VITE_TURNSTILE_SITE_KEY), rendered explicitly. */
export function TurnstileWidget({ siteKey, onToken, onError }: WidgetProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  // The latest handlers, without rendering the widget again when they change.
  const handlers = useRef({ onToken, onError });
  useEffect(() => {
    handlers.current = { onToken, onError };
  });

  useEffect(() => {
    let widgetId: string | undefined;
    let removed = false;
    loadTurnstile().then(
      (api) => {
        if (removed || !container.current) return;
        widgetId =
          api.render(container.current, {
            sitekey: siteKey,
            action: HUMAN_CHECK_ACTION,
            language: 'es',
            theme: 'auto',
            callback: (token) => handlers.current.onToken(token),
            'error-callback': () => {
              handlers.current.onError(CHALLENGE_FAILED);
              return true;
            },
            // A token not used in time, or a challenge left unsolved: a fresh one.
            'expired-callback': () => {
              if (widgetId) api.reset(widgetId);
            },
            'timeout-callback': () => {
              if (widgetId) api.reset(widgetId);
            },
          }) ?? undefined;
      },
      () => handlers.current.onError(LOAD_FAILED),
    );
    return () => {
      removed = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);

  return <div ref={container} className="min-h-16" />;
}
