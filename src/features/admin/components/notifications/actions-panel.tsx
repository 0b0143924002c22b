import { buttonClass } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useFailedNotifications } from '../../api/use-failed-notifications';
import {
  ACTION_LABELS,
  type ActionId,
  type useNotificationActions,
} from './use-notification-actions';

type Actions = ReturnType<typeof useNotificationActions>;

const DESCRIPTIONS: Record<ActionId, string> = {
  programados:
    'Hace ahora lo que el servidor hace solo cada minuto: los recordatorios de 24 y 2 horas que correspondan, los correos, lo pendiente y los reintentos que ya tocan.',
  recordatorios:
    'Envía el recordatorio al cliente y al abogado de cada cita de mañana que aún no lo recibió.',
  reenviar:
    'Vuelve a enviar las notificaciones fallidas con menos de 3 intentos y las que quedaron pendientes (la persona cerró la página antes del envío).',
  probar: 'Envía un mensaje de prueba, sin datos de clientes, al webhook de Make.',
  diagnostico:
    'Comprueba la conexión, las tablas, crea y elimina reservas de prueba y cuenta los registros.',
};

const ORDER: readonly ActionId[] = [
  'programados',
  'recordatorios',
  'reenviar',
  'probar',
  'diagnostico',
];

/** The five actions of the panel and the diagnostics checklist (each result is a toast). */
export function ActionsPanel({ actions }: { actions: Actions }) {
  const failed = useFailedNotifications();
  const failedCount = failed.data?.length;
  const { running, diagnostics, start } = actions;

  const label = (id: ActionId) =>
    id === 'reenviar' ? `${ACTION_LABELS[id]} (${failedCount ?? '…'})` : ACTION_LABELS[id];
  const disabled = (id: ActionId) =>
    running !== null || (id === 'reenviar' && (failedCount ?? 0) === 0);

  return (
    <div className="space-y-6">
      <ul className="grid gap-4 md:grid-cols-2">
        {ORDER.map((id) => (
          <li
            key={id}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
          >
            <p id={`notificaciones-accion-${id}`} className="text-sm text-ink-muted">
              {DESCRIPTIONS[id]}
            </p>
            <button
              type="button"
              aria-describedby={`notificaciones-accion-${id}`}
              disabled={disabled(id)}
              onClick={start[id]}
              className={cn(
                buttonClass(id === 'diagnostico' || id === 'probar' ? 'secondary' : 'primary'),
                'mt-auto disabled:cursor-not-allowed disabled:opacity-60',
              )}
            >
              {label(id)}
            </button>
          </li>
        ))}
      </ul>
      {failed.isError && (
        <p role="alert" className="text-urgent">
          Error cargando las notificaciones fallidas.
        </p>
      )}
      <p aria-live="polite" className="text-sm text-ink-muted">
        {running ? `En curso: ${ACTION_LABELS[running]}…` : ''}
      </p>
      {diagnostics && (
        <section aria-labelledby="notificaciones-diagnostico" className="space-y-2">
          <h3 id="notificaciones-diagnostico" className="text-lg font-semibold text-ink">
            Resultado del diagnóstico
          </h3>
          <ul className="space-y-2">
            {diagnostics.map((step) => (
              <li
                key={step.nombre}
                className="flex gap-2 rounded-lg border border-line bg-surface p-3 text-ink"
              >
                <span
                  aria-hidden="true"
                  className={cn('font-bold', step.ok ? 'text-success' : 'text-urgent')}
                >
                  {step.ok ? '✓' : '✗'}
                </span>
                <span>
                  <span className="sr-only">{step.ok ? 'Correcto: ' : 'Error: '}</span>
                  <strong>{step.nombre}</strong>: <span>{step.detalle}</span>
                  {step.causa && <span className="block text-sm text-ink-muted">{step.causa}</span>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
