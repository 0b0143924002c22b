import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { bookingHref } from '@/content/site-links';

/** The always-reachable way to book, bottom right. */
export function FloatingBookingButton() {
  return (
    <Link
      to={bookingHref('general')}
      className="fixed bottom-4 right-4 z-30 flex items-center gap-2 rounded-full bg-brand px-5 py-3 font-semibold text-on-brand no-underline shadow-lg hover:bg-brand-strong"
    >
      <CalendarDays aria-hidden="true" className="size-5" />
      Agendar
    </Link>
  );
}
