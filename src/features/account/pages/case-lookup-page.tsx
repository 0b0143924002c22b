import { Link } from 'react-router-dom';
import { useAccountHint } from '@/components/auth/account-hint';
import { useAuth } from '@/components/auth/auth-context';
import { BackendWait } from '@/components/auth/backend-wait';
import { DataProviders } from '@/components/auth/data-providers';
import { SignInLink } from '@/components/auth/sign-in-link';
import { Seo } from '@/components/seo/seo';
import { buttonClass } from '@/components/ui/button-styles';
import { bookingHref } from '@/content/site-links';
import { CourtCaseGuide } from '../components/court-case-guide';
import { ReservationLookup } from '../components/reservation-lookup';

function SignInInvitation() {
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-2 p-4">
      <p className="text-ink">
        Inicia sesión con la cuenta con que reservaste para ver el estado de tus reservas.
      </p>
      <SignInLink />
    </div>
  );
}

/** The lookup for whoever is signed in; an invitation to sign in for everyone else. */
function SignedInLookup() {
  const { status, backend, session } = useAuth();
  if (status === 'loading') return <BackendWait waiting="Verificando tu sesión..." />;
  if (status === 'unavailable' || !backend) return <BackendWait waiting="" />;
  if (!session) return <SignInInvitation />;
  return <ReservationLookup userId={session.user.id} />;
}

/**
 * The backend starts only for someone this browser knows to be signed in: a visitor who follows
 * the menu link reads the page and the invitation to sign in without loading the database.
 */
function Lookup() {
  const account = useAccountHint();
  if (!account) return <SignInInvitation />;
  return (
    <DataProviders>
      <SignedInLookup />
    </DataProviders>
  );
}

/** /herramientas/consulta-casos: a client's bookings by code, and how to follow a court case. */
export default function CaseLookupPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8">
      <Seo
        title="Consulta de causas y reservas"
        description="Revisa el estado de tu reserva con Punto Legal por su código y aprende a consultar una causa en la Oficina Judicial Virtual del Poder Judicial."
        path="/herramientas/consulta-casos"
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink">Consulta de causas y reservas</h1>
        <p className="text-ink-muted">
          El estado de tu reserva con nosotros, por su código, y cómo seguir un juicio en el Poder
          Judicial.
        </p>
      </header>
      <section aria-labelledby="tu-reserva" className="space-y-3">
        <h2 id="tu-reserva" className="text-xl font-semibold text-ink">
          Tu reserva por código
        </h2>
        <Lookup />
      </section>
      <CourtCaseGuide />
      <p>
        <Link to={bookingHref('general')} className={buttonClass('secondary')}>
          Agendar una consulta
        </Link>
      </p>
    </div>
  );
}
