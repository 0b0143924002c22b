import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getBackend } from '@/backend/get-backend';
import { BackendError, type UnsubscribeResult } from '@/backend/port';
import { Seo } from '@/components/seo/seo';
import { buttonClass } from '@/components/ui/button-styles';
import { company } from '@/content/company';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@/content/newsletter-links';

const DONE: Record<UnsubscribeResult, string> = {
  baja: 'Listo: ya no recibirás el boletín.',
  ya_de_baja: 'Ya estabas dado de baja: no recibirás más el boletín.',
};

const FAILED = `No pudimos darte de baja: revisa tu conexión e inténtalo de nuevo. También puedes pedirlo escribiendo a ${company.email}.`;

type State =
  | { kind: 'listo' }
  | { kind: 'enviando' }
  | { kind: 'hecho'; result: UnsubscribeResult }
  | { kind: 'error'; message: string };

/**
 * /newsletter/baja?token=…: the link in every newsletter send. Opening it changes nothing (mail
 * scanners open links before the reader does); the reader's one click on 'Darme de baja' ends the
 * subscription, and a second visit says it already ended.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'listo' });

  const unsubscribe = async () => {
    setState({ kind: 'enviando' });
    try {
      const backend = await getBackend();
      setState({ kind: 'hecho', result: await backend.newsletter.unsubscribe(token) });
    } catch (error) {
      const message =
        error instanceof BackendError && error.code !== 'sin_conexion' ? error.message : FAILED;
      setState({ kind: 'error', message });
    }
  };

  return (
    <section className="mx-auto max-w-xl space-y-4 px-6 py-16">
      <Seo
        title="Darse de baja del boletín"
        description="Deja de recibir el boletín de Punto Legal."
        path={NEWSLETTER_UNSUBSCRIBE_PATH}
        noindex
      />
      <h1 className="text-3xl font-bold text-ink">Darse de baja del boletín</h1>
      {state.kind === 'hecho' ? (
        <div className="space-y-4">
          <p role="status" className="text-lg text-success">
            {DONE[state.result]}
          </p>
          <p className="text-ink-muted">
            Si más adelante quieres volver a recibirlo, puedes suscribirte de nuevo al pie de
            cualquier página.
          </p>
          <Link to="/" className={buttonClass('secondary')}>
            Volver al inicio
          </Link>
        </div>
      ) : token === '' ? (
        <p role="alert" className="text-urgent">
          A este enlace le falta su código. Usa el enlace completo del correo que recibiste o
          escríbenos a {company.email} y te daremos de baja.
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-ink">
            Con un clic dejarás de recibir el boletín de {company.name} en tu correo. No necesitas
            dar ningún motivo.
          </p>
          {state.kind === 'error' && (
            <p role="alert" className="text-urgent">
              {state.message}
            </p>
          )}
          <button
            type="button"
            onClick={() => void unsubscribe()}
            disabled={state.kind === 'enviando'}
            className={buttonClass('primary')}
          >
            {state.kind === 'enviando' ? 'Dándote de baja...' : 'Darme de baja'}
          </button>
        </div>
      )}
    </section>
  );
}
