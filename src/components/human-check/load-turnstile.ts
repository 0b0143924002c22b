/**
 * Cloudflare Turnstile's script, loaded on demand: only when the human check is shown, never on a
 * page's arrival, so no public page pays for it.
 */

/** What the app uses of Turnstile's explicit rendering API. */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      language: string;
      theme: 'auto' | 'light' | 'dark';
      callback: (token: string) => void;
      'error-callback': (code: string) => boolean;
      'expired-callback': () => void;
      'timeout-callback': () => void;
    },
  ): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi> | undefined;

/** Turnstile's API, once its script has run; a failed load is tried again on the next call. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (window.turnstile) resolve(window.turnstile);
      else reject(new Error('Turnstile no quedó disponible'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('No se pudo cargar Turnstile'));
    };
    document.head.append(script);
  });
  return loading;
}
