import { createRoot } from 'react-dom/client';
import type { PassExchange } from '@/backend/human-check';
import { HumanCheckDialog } from './human-check-dialog';

/**
 * Shows the human check over the page, in a root of its own (so it works the same on a prerendered
 * page's form and in the app), and resolves with the pass, or null when the person cancels. Focus
 * goes back where it was.
 */
export function showHumanCheck(exchange: PassExchange): Promise<string | null> {
  return new Promise((resolve) => {
    const previous = document.activeElement;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const done = (pass: string | null) => {
      // Not while React is still handling the click that ended the check.
      setTimeout(() => {
        root.unmount();
        host.remove();
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
        resolve(pass);
      }, 0);
    };
    root.render(
      <HumanCheckDialog
        exchange={exchange}
        onDone={done}
        siteKey={import.meta.env.VITE_TURNSTILE_SITE_KEY || undefined}
      />,
    );
  });
}
