import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { MESSAGE_MS } from './show-message';
import { useErrorToasts } from './use-error-toasts';

/**
 * Where a staff or account page's messages appear: sonner's region (aria-live, reached with
 * Alt+T) in the site's colours, which follow dark mode and high contrast through the palette's
 * variables. Also turns the page's failed queries and mutations into error toasts. Mounted once
 * by /admin, /panel and /mi-cuenta, inside their DataProviders; never on a public page, whose
 * budget has no room for sonner.
 */
export function StaffToaster() {
  useErrorToasts();
  // Sonner keeps its messages outside React and replays them to the next toaster: a message
  // left when the page closes would reappear on the next staff page, even much later.
  useEffect(
    () => () => {
      toast.dismiss();
    },
    [],
  );
  return (
    <Toaster
      containerAriaLabel="Avisos"
      position="bottom-right"
      duration={MESSAGE_MS}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            'flex w-full items-center gap-2 rounded-lg border bg-surface p-3 font-medium shadow-lg',
          success: 'border-success text-success',
          error: 'border-urgent text-urgent',
        },
      }}
    />
  );
}
