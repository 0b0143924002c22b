import { Link } from 'react-router-dom';
import { MOVE_RULES } from '@/booking/model/client-change-limits';
import { manageBookingHref } from '@/booking/model/manage-link';

/**
 * The booking's reschedule link, for whoever booked (with an account or without one): the only
 * way to move it without writing to the firm when there is no account.
 */
export function ManageLinkNotice({ token }: { token: string }) {
  const href = manageBookingHref(token);
  return (
    <section
      aria-labelledby="enlace-gestion"
      className="space-y-2 rounded-xl border border-line bg-surface p-6"
    >
      <h2 id="enlace-gestion" className="text-xl font-semibold text-ink">
        Cambiar la hora
      </h2>
      <p className="text-ink">Guarda este enlace para cambiar la hora si lo necesitas:</p>
      <p className="break-all">
        <Link to={href} className="font-semibold text-link underline">
          {`${window.location.origin}${href}`}
        </Link>
      </p>
      <p className="text-sm text-ink-muted">{MOVE_RULES}</p>
    </section>
  );
}
