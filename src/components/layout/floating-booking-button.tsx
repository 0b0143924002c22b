import { CalendarDays } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { bookingHref } from '@/content/site-links';
import { showsFloatingBooking } from './floating-booking';

/**
 * The always-reachable way to book on a phone: a bar across the bottom of the screen. It never
 * covers content, by construction:
 * - it spans the whole width, so it is the screen's lower edge rather than a badge over a card;
 * - a spacer of its height ends every page, so the last of the page (the footer) scrolls clear;
 * - `scroll-padding-bottom` (styles.css) makes keyboard focus scroll controls above it;
 * - it is absent where it has no use (showsFloatingBooking).
 * From 1024 px the sticky top bar's 'Agendar consulta' does this job, so the bar is hidden.
 */
export function FloatingBookingButton() {
  const { pathname } = useLocation();
  if (!showsFloatingBooking(pathname)) return null;
  return (
    <>
      <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))] lg:hidden" />
      <div
        data-floating-booking=""
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] lg:hidden"
      >
        <Link
          to={bookingHref('general')}
          className="flex h-12 items-center justify-center gap-2 rounded-full bg-brand px-5 font-semibold text-on-brand no-underline hover:bg-brand-strong"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
          Agendar consulta
        </Link>
      </div>
    </>
  );
}
