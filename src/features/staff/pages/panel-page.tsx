import { Link } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { StaffToaster } from '@/components/feedback/staff-toaster';
import { RequireAuth } from '@/components/auth/require-auth';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { Seo } from '@/components/seo/seo';
import { buttonClass } from '@/components/ui/button-styles';
import { MyAgendaSection } from '../components/my-agenda/my-agenda-section';
import { ReservationDesk } from '../components/reservation-desk';

function Desk() {
  const { backend, session, can, role } = useAuth();
  if (!backend || !session) return null;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Mesa de reservas</h1>
          <p className="text-sm text-ink-muted">Sesión de {session.user.email}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/" className={buttonClass('secondary')}>
            Volver al Inicio
          </Link>
          <SignOutButton />
        </div>
      </div>
      <ReservationDesk canEdit={can('editAnyReservation')} isAdmin={role === 'admin'} />
      {role === 'abogado' && <MyAgendaSection userId={session.user.id} />}
    </div>
  );
}

/** /panel: the lawyer's desk of today's and the coming bookings (staff with viewAllReservations). */
export default function PanelPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 lg:px-8">
      <Seo
        title="Mesa de reservas"
        description="Reservas del día y próximas, para el equipo de Punto Legal."
        path="/panel"
        noindex
      />
      <DataProviders>
        <StaffToaster />
        <RequireAuth permission="viewAllReservations">
          <Desk />
        </RequireAuth>
      </DataProviders>
    </section>
  );
}
