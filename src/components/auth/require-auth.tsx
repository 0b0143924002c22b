import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Role } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { useAuth } from './auth-context';
import { SignInLink } from './sign-in-link';
import { BackendWait } from './backend-wait';
import { PERMISSION_LABELS, ROLE_LABELS, type Permission } from './permissions';
import { StaffSecondStep } from './staff-second-step';

const isStaff = (role: Role | null) => role === 'admin' || role === 'abogado';

interface RequireAuthProps {
  children: ReactNode;
  requiredRole?: Role;
  permission?: Permission;
}

function GuardScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg px-6 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-ink-muted" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
      {children}
    </section>
  );
}

/**
 * Shows its content only to the right person, with the four screens of spec section 2: checking,
 * signed out, wrong role, missing permission. The database refuses the same people anyway; this
 * is what they see instead of an error.
 */
export function RequireAuth({ children, requiredRole: role, permission }: RequireAuthProps) {
  const auth = useAuth();
  const home = (
    <Link to="/" className={buttonClass('secondary')}>
      Volver al inicio
    </Link>
  );

  if (auth.status === 'loading') {
    return (
      <BackendWait
        waiting="Verificando permisos..."
        className="mx-auto min-h-[40vh] max-w-lg px-6 py-16 text-center"
      />
    );
  }
  if (auth.status === 'unavailable') {
    return (
      <GuardScreen title="Servicio no disponible">
        <BackendWait waiting="" />
        <div className="mt-6 flex justify-center">{home}</div>
      </GuardScreen>
    );
  }
  if (!auth.session) {
    return (
      <GuardScreen title="Acceso Requerido">
        <p className="mt-2 text-ink-muted">Inicia sesión para ver esta página.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <SignInLink />
          {home}
        </div>
      </GuardScreen>
    );
  }
  if (role && auth.role !== role && auth.role !== 'admin') {
    return (
      <GuardScreen title="Acceso Denegado">
        <p className="mt-2 text-ink-muted">
          {role === 'admin'
            ? 'Solo los administradores pueden acceder a esta página.'
            : `Esta página requiere el rol ${ROLE_LABELS[role]}.`}
        </p>
        <p className="mt-1 text-sm text-ink-muted">Rol requerido: {ROLE_LABELS[role]}</p>
        <div className="mt-6 flex justify-center">{home}</div>
      </GuardScreen>
    );
  }
  // An account with an authenticator is not in until its code is; staff rights need the second
  // step in this session (the database gives a cliente's rights until then), so a staff page
  // waits here, leading to the setup when there is no authenticator yet.
  const codeDue = auth.assurance?.current === 'aal1' && auth.assurance.next === 'aal2';
  const staffPage = Boolean(role || permission) && isStaff(auth.role);
  if (codeDue || (staffPage && auth.session.aal !== 'aal2')) {
    return <StaffSecondStep staff={staffPage} />;
  }
  if (permission && !auth.can(permission)) {
    return (
      <GuardScreen title="Permiso Denegado">
        <p className="mt-2 text-ink-muted">
          Necesitas el permiso para {PERMISSION_LABELS[permission]}.
        </p>
        <p className="mt-1 text-sm text-ink-muted">Permiso requerido: {permission}</p>
        <div className="mt-6 flex justify-center">{home}</div>
      </GuardScreen>
    );
  }
  return children;
}
