import { useId } from 'react';
import { useBackend } from '@/components/auth/backend-context';
import { TextField } from '@/components/ui/text-field';
import { showMessage } from '@/components/feedback/show-message';
import { cn } from '@/lib/cn';
import { CHILE_TIME_ZONE } from '@/lib/time/chile-time';
import { WebhookStatusSection } from './webhook-status-section';
import {
  LANGUAGES,
  type Language,
  type NotificationsConfig,
  type ToggleOption,
} from './notifications-config';

const TOGGLES: readonly { key: ToggleOption; label: string }[] = [
  { key: 'enviarRecordatorio', label: 'Enviar recordatorio' },
  { key: 'enviarComprobante', label: 'Enviar comprobante' },
  { key: 'crearCalendarEvent', label: 'Crear evento de calendario' },
  { key: 'crearMeetLink', label: 'Crear enlace de Google Meet' },
  { key: 'notificarAbogado', label: 'Notificar al abogado' },
];

const isLanguage = (value: string): value is Language =>
  LANGUAGES.some((language) => language.value === value);

interface ConfigPanelProps {
  config: NotificationsConfig;
  /** Stores the new settings; false when the browser refused. */
  onChange: (config: NotificationsConfig) => boolean;
}

/** The webhook in use, the company data the payloads carry, and the local settings. */
export function ConfigPanel({ config, onChange }: ConfigPanelProps) {
  const { mode } = useBackend();
  const languageId = useId();
  const switchLabelId = useId();
  const switchStateId = useId();

  const save = (next: NotificationsConfig) => {
    // Browser storage, not the backend: the message is shown here, not from a mutation's meta.
    if (onChange(next)) showMessage('exito', 'Configuración guardada');
    else showMessage('error', 'No se pudo guardar la configuración en este navegador');
  };
  const setOption = <K extends keyof NotificationsConfig['opciones']>(
    key: K,
    value: NotificationsConfig['opciones'][K],
  ) => {
    save({ ...config, opciones: { ...config.opciones, [key]: value } });
  };
  const active = config.recordatoriosActivos;

  return (
    <div className="space-y-6">
      <WebhookStatusSection />

      <section aria-labelledby="notificaciones-opciones" className="space-y-3">
        <h3 id="notificaciones-opciones" className="text-lg font-semibold text-ink">
          Opciones de los mensajes
        </h3>
        {mode === 'embedded' && (
          <p className="text-sm text-ink-muted">
            En este modo de demostración el servidor local no puede comprobar quién es
            administrador: los avisos salen con las opciones que el servidor deriva de cada reserva,
            no con estas.
          </p>
        )}
        <fieldset className="space-y-2 rounded-2xl border border-line bg-surface p-4">
          <legend className="px-1 text-sm font-medium text-ink">Acciones automáticas</legend>
          {TOGGLES.map(({ key, label }) => (
            <label key={key} className="flex items-center gap-2 text-ink">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={config.opciones[key]}
                onChange={(event) => {
                  setOption(key, event.target.checked);
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={languageId} className="mb-1 block text-sm font-medium text-ink">
              Idioma
            </label>
            <select
              id={languageId}
              value={config.opciones.idioma}
              onChange={(event) => {
                const value = event.target.value;
                if (isLanguage(value)) setOption('idioma', value);
              }}
              className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink"
            >
              {LANGUAGES.map((language) => (
                <option key={language.value} value={language.value}>
                  {language.label}
                </option>
              ))}
            </select>
          </div>
          <TextField label="Zona horaria" value={CHILE_TIME_ZONE} readOnly />
        </div>
      </section>

      <section aria-labelledby="notificaciones-recordatorios" className="space-y-2">
        <h3 id="notificaciones-recordatorios" className="text-lg font-semibold text-ink">
          Recordatorios automáticos
        </h3>
        <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
          <span id={switchLabelId} className="font-medium text-ink">
            Recordatorios
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={active}
            aria-labelledby={switchLabelId}
            aria-describedby={switchStateId}
            onClick={() => {
              save({ ...config, recordatoriosActivos: !active });
            }}
            className={cn(
              'relative h-6 w-11 shrink-0 rounded-full border-2 border-transparent transition-colors',
              active ? 'bg-brand' : 'bg-ink-muted',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'block size-5 rounded-full bg-surface shadow transition-transform',
                active ? 'translate-x-5' : 'translate-x-0',
              )}
            />
          </button>
          <span
            id={switchStateId}
            className={cn('font-semibold', active ? 'text-success' : 'text-urgent')}
          >
            {active ? 'Activos' : 'Pausados'}
          </span>
        </div>
      </section>
    </div>
  );
}
