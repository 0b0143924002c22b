import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { agendaCalendar } from '@/lib/calendar/agenda-feed';
import { downloadIcs } from '@/lib/calendar/download-ics';

/**
 * Reads the signed-in lawyer's bookings (mi_agenda) and saves them as one .ics file: the demo's
 * stand-in for a calendar address, since its data lives in this browser only.
 */
export function useMyAgendaDownload() {
  const backend = useBackend();
  return useMutation({
    meta: { errorMessage: 'No se pudo preparar tu agenda.', ownMessage: 'backend' },
    mutationFn: async () => {
      const entries = await backend.agenda.myAgenda();
      downloadIcs('mi-agenda.ics', agendaCalendar(entries, new Date()));
      return entries.length;
    },
  });
}
