import { showMessage } from '@/components/feedback/show-message';
import { buttonClass } from '@/components/ui/button-styles';
import { useMyAgendaDownload } from '../../api/use-my-agenda-download';

/**
 * The demo's way to take the agenda to a calendar: its data lives in this browser, so no calendar
 * service could read an address; a file can be imported instead.
 */
export function AgendaDownload() {
  const download = useMyAgendaDownload();
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        Esta demostración guarda los datos solo en este navegador, así que Google Calendar u Outlook
        no pueden leer un enlace de calendario. Puedes descargar tu agenda como archivo .ics e
        importarlo en tu calendario (no se actualiza sola).
      </p>
      <button
        type="button"
        disabled={download.isPending}
        onClick={() => {
          download.mutate(undefined, {
            onSuccess: (count) => {
              showMessage(
                'exito',
                count === 1
                  ? 'Agenda descargada con 1 reserva.'
                  : `Agenda descargada con ${count} reservas.`,
              );
            },
          });
        }}
        className={buttonClass('primary')}
      >
        Descargar mi agenda (.ics)
      </button>
    </div>
  );
}
