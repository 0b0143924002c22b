import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { BackendWait } from '@/components/auth/backend-wait';
import { DataProviders } from '@/components/auth/data-providers';
import { Seo } from '@/components/seo/seo';
import { DATA_REQUEST_PATH, DATA_REQUEST_STATUS_PATH } from '@/content/legal/privacy';
import { RightsRequestStatus } from '../components/rights-request-status/rights-request-status';
import type { StatusLookupValues } from '../components/rights-request-status/status-lookup-schema';

/**
 * The e-mail the acknowledgement passed along in the navigation's state: never in the URL, where
 * it would reach the history, logs and anyone the link is shared with.
 */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

function StatusWhenReady({ initial }: { initial: StatusLookupValues }) {
  const { status, backend } = useAuth();
  if (status === 'loading') return <BackendWait waiting="Preparando la consulta..." />;
  if (status === 'unavailable' || !backend) return <BackendWait waiting="" />;
  return <RightsRequestStatus initial={initial} />;
}

/**
 * /privacidad/solicitud/estado: whoever filed a request about their data (with or without an
 * account) follows it with its number and their e-mail. Client-rendered, like the form.
 */
export default function RightsRequestStatusPage() {
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const initial = { codigo: params.get('codigo') ?? '', email: emailFromState(state) };
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Seo
        title="Estado de tu solicitud sobre tus datos"
        description="Consulta en qué va tu solicitud de acceso, rectificación, supresión, oposición, portabilidad o bloqueo de tus datos personales en Punto Legal."
        path={DATA_REQUEST_STATUS_PATH}
        noindex
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink">Estado de tu solicitud sobre tus datos</h1>
        <p className="text-ink-muted">
          Ingresa el número de solicitud que te entregamos y tu correo. Si aún no la envías, usa el{' '}
          <Link to={DATA_REQUEST_PATH} className="text-link underline">
            formulario de solicitud
          </Link>
          .
        </p>
      </header>
      <DataProviders>
        <StatusWhenReady initial={initial} />
      </DataProviders>
    </div>
  );
}
