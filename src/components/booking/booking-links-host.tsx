import { lazy, Suspense, useEffect, useState } from 'react';

const BookingLinkDialog = lazy(() => import('./booking-link-dialog'));

interface Chosen {
  /** A plan id as the link names it; the dialog checks it against the catalogue. */
  plan: string;
  serviceTitle: string;
  href: string;
}

const PLAN_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The booking a plain click on a BookingLink asks for, or null to let the browser follow it. */
export function bookingLinkChoice(event: MouseEvent): Chosen | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link =
    event.target instanceof Element ? event.target.closest('a[data-booking-plan]') : null;
  if (!link) return null;
  const plan = link.getAttribute('data-booking-plan') ?? '';
  const serviceTitle = link.getAttribute('data-booking-title')?.trim();
  const href = link.getAttribute('href');
  if (!PLAN_ID.test(plan) || !serviceTitle || !href) return null;
  return { plan, serviceTitle, href };
}

/**
 * Opens the booking dialog for the BookingLink a visitor clicks, anywhere on the page, including
 * inside prerendered static HTML that has no event handlers of its own. It listens in the capture
 * phase, so the link's in-app navigation never starts. The dialog's code loads on the first click.
 */
export function BookingLinksHost() {
  const [chosen, setChosen] = useState<Chosen | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const choice = bookingLinkChoice(event);
      if (!choice) return;
      event.preventDefault();
      setChosen(choice);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (!chosen) return null;
  return (
    <Suspense
      fallback={
        <span role="status" className="sr-only">
          Abriendo el formulario de reserva...
        </span>
      }
    >
      <BookingLinkDialog
        key={`${chosen.plan}:${chosen.serviceTitle}`}
        serviceTitle={chosen.serviceTitle}
        plan={chosen.plan}
        href={chosen.href}
        onClose={() => {
          setChosen(null);
        }}
      />
    </Suspense>
  );
}
