import { Link } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { DataProviders } from '@/components/auth/data-providers';
import { RequireAuth } from '@/components/auth/require-auth';
import { Seo } from '@/components/seo/seo';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { buttonClass } from '@/components/ui/button-styles';
import { StatCards } from '../components/stat-cards';

function AdminPanel() {
  const { backend, session } = useAuth();
  if (!backend) return null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-ink">Panel de administración</h1>
          <p className="text-sm text-ink-muted">Sesión de {session?.user.email}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/" className={buttonClass('secondary')}>
            Volver al Inicio
          </Link>
          <SignOutButton />
        </div>
      </div>
      <StatCards backend={backend} />
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
        <RequireAuth requiredRole="admin">
          <AdminPanel />
        </RequireAuth>
      </DataProviders>
    </section>
  );
}
