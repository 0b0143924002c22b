import { Link } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { StaffToaster } from '@/components/feedback/staff-toaster';
import { RequireAuth } from '@/components/auth/require-auth';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { Seo } from '@/components/seo/seo';
import { buttonClass } from '@/components/ui/button-styles';
import { company } from '@/content/company';
import { bookingHref } from '@/content/site-links';
import { planInUse } from '@/booking/model/plan-in-use';
import { CommunicationsSection } from '../components/communications-section';
import { MyReservations } from '../components/my-reservations';
import { ErasedAccountGate } from '../components/my-data/erasure-report';
import { MyDataSection } from '../components/my-data/my-data-section';
import { IdentitiesSection } from '../components/security/identities-section';
import { SessionsSection } from '../components/security/sessions-section';
import { TwoStepSection } from '../components/security/two-step-section';
import { CLIENT_CHANGE_CUTOFF_HOURS, MAX_CLIENT_MOVES } from '@/booking/model/client-change-limits';

function Account() {
  const { backend, session, profile } = useAuth();
  if (!backend || !session) return null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Mi cuenta</h1>
          <p className="text-sm text-ink-muted">
            {profile?.nombre ? `${profile.nombre} · ` : ''}
            {session.user.email}
          </p>
        </div>
        <div className="flex gap-2">
          <Link to={bookingHref(planInUse())} className={buttonClass('primary')}>
            Nueva reserva
          </Link>
          <SignOutButton />
        </div>
      </div>
      {profile && !profile.isActive && (
        <p role="alert" className="rounded-lg border border-urgent p-3 text-urgent">
          Cuenta desactivada: puedes ver tus reservas, pero tu cuenta no tiene un rol activo. Si
          crees que es un error, escríbenos a {company.email}.
        </p>
      )}
      <section aria-labelledby="mis-reservas" className="space-y-3">
        <h2 id="mis-reservas" className="text-xl font-semibold text-ink">
          Mis reservas
        </h2>
        <p className="text-sm text-ink-muted">
          Puedes cancelar sin costo, o cambiar la fecha u hora hasta {MAX_CLIENT_MOVES} veces, hasta{' '}
          {CLIENT_CHANGE_CUTOFF_HOURS} horas antes de la consulta.
        </p>
        <MyReservations userId={session.user.id} />
      </section>
      <CommunicationsSection email={session.user.email} />
      <section aria-labelledby="seguridad" className="space-y-6">
        <h2 id="seguridad" className="text-xl font-semibold text-ink">
          Seguridad
        </h2>
        <TwoStepSection userId={session.user.id} role={profile?.role ?? null} />
        <SessionsSection />
        <IdentitiesSection userId={session.user.id} />
      </section>
      <MyDataSection email={session.user.email} profile={profile} />
    </div>
  );
}

/** /mi-cuenta: a signed-in person's bookings and the security of their account. */
export default function AccountPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Seo title="Mi cuenta" description="Tus reservas en Punto Legal." path="/mi-cuenta" noindex />
      <DataProviders>
        <StaffToaster />
        <ErasedAccountGate>
          <RequireAuth>
            <Account />
          </RequireAuth>
        </ErasedAccountGate>
      </DataProviders>
    </section>
  );
}
