import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { StaffToaster } from '@/components/feedback/staff-toaster';
import { RequireAuth } from '@/components/auth/require-auth';
import { Seo } from '@/components/seo/seo';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { buttonClass } from '@/components/ui/button-styles';
import { AgendaTab } from '../components/agenda/agenda-tab';
import { NotificationsTab } from '../components/notifications/notifications-tab';
import { PaymentsTab } from '../components/payments/payments-tab';
import { PrivacyTab } from '../components/privacy/privacy-tab';
import { ReservationsTab } from '../components/reservations-tab';
import { ReferenceValuesTab } from '../components/reference-values/reference-values-tab';
import { RightsRequestsTab } from '../components/rights-requests/rights-requests-tab';
import { StatCards } from '../components/stat-cards';
import { TabList, type TabItem } from '../components/tab-list';
import { UsersTab } from '../components/users-tab';

type AdminTab =
  | 'usuarios'
  | 'reservas'
  | 'agenda'
  | 'notificaciones'
  | 'pagos'
  | 'solicitudes'
  | 'privacidad'
  | 'valores';
const TABS: readonly TabItem<AdminTab>[] = [
  { id: 'usuarios', label: 'Usuarios' },
  { id: 'reservas', label: 'Reservas' },
  { id: 'agenda', label: 'Agenda' },
  { id: 'notificaciones', label: 'Notificaciones' },
  { id: 'pagos', label: 'Pagos' },
  { id: 'solicitudes', label: 'Solicitudes' },
  { id: 'privacidad', label: 'Privacidad' },
  { id: 'valores', label: 'Valores de referencia' },
];

function AdminPanel() {
  const { backend, session, role } = useAuth();
  const [params, setParams] = useSearchParams();
  // The open tab lives in the URL: a reload or a shared link opens the same one.
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'usuarios';
  // The tabs' data hooks reach the backend through useBackend(): wait until it has started.
  if (!backend || !session) return null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Panel de administración</h1>
          <p className="text-sm text-ink-muted">Sesión de {session.user.email}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/" className={buttonClass('secondary')}>
            Volver al Inicio
          </Link>
          <SignOutButton />
        </div>
      </div>
      <StatCards />
      <TabList
        label="Secciones del panel"
        idPrefix="admin"
        tabs={TABS}
        selected={tab}
        onSelect={(id) => {
          setParams({ tab: id });
        }}
      />
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'usuarios' && <UsersTab currentUserId={session.user.id} />}
        {tab === 'reservas' && <ReservationsTab />}
        {tab === 'agenda' && <AgendaTab />}
        {tab === 'notificaciones' && <NotificationsTab />}
        {tab === 'pagos' && <PaymentsTab isAdmin={role === 'admin'} />}
        {tab === 'solicitudes' && <RightsRequestsTab />}
        {tab === 'privacidad' && <PrivacyTab />}
        {tab === 'valores' && <ReferenceValuesTab />}
      </div>
    </div>
  );
}

export default function AdminPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 lg:px-8">
      <Seo
        title="Administración"
        description="Panel de administración de Punto Legal."
        path="/admin"
        noindex
      />
      <DataProviders>
        <StaffToaster />
        <RequireAuth requiredRole="admin">
          <AdminPanel />
        </RequireAuth>
      </DataProviders>
    </section>
  );
}
