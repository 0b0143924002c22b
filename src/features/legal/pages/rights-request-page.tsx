import { Link } from 'react-router-dom';
import { useAuth } from '@/components/auth/auth-context';
import { BackendWait } from '@/components/auth/backend-wait';
import { DataProviders } from '@/components/auth/data-providers';
import { Seo } from '@/components/seo/seo';
import { DATA_REQUEST_STATUS_PATH } from '@/content/legal/privacy';
import { RightsRequestForm } from '../components/rights-request/rights-request-form';

function FormWhenReady() {
  const { status, backend } = useAuth();
  if (status === 'loading') return <BackendWait waiting="Preparando el formulario..." />;
  if (status === 'unavailable' || !backend) return <BackendWait waiting="" />;
  return <RightsRequestForm />;
}

/**
 * /privacidad/solicitud: anyone (with or without an account) asks to exercise a right over
 * their personal data. Client-rendered: the backend starts only on this page.
 */
export default function RightsRequestPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Seo
        title="Solicitud de derechos sobre tus datos"
        description="Ejerce tus derechos de acceso, rectificación, supresión, oposición, portabilidad o bloqueo sobre tus datos personales en Punto Legal."
        path="/privacidad/solicitud"
        noindex
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink">Solicitud de derechos sobre tus datos</h1>
        <p className="text-ink-muted">
          Responderemos por escrito dentro de 30 días corridos (2 días hábiles si pides el bloqueo).
          Si tienes una cuenta, puedes descargar, corregir o eliminar tus datos tú mismo en{' '}
          <Link to="/mi-cuenta" className="text-link underline">
            Mi cuenta
          </Link>
          . Más información en la{' '}
          <Link to="/privacidad" className="text-link underline">
            Política de privacidad
          </Link>
          .
        </p>
        <p className="text-ink-muted">
          ¿Ya enviaste una solicitud?{' '}
          <Link to={DATA_REQUEST_STATUS_PATH} className="text-link underline">
            Consulta su estado
          </Link>{' '}
          con su número y tu correo.
        </p>
      </header>
      <DataProviders>
        <FormWhenReady />
      </DataProviders>
    </div>
  );
}
