import type { MeetingType } from '@/backend/port';
import { getPlan, type PlanId } from '@/content/catalogue/plans';
import type { PersonalData } from '@/booking/model/booking-schema';
import { formatClp } from '@/lib/format/clp';
import { formatWeekdayDate } from '@/lib/format/dates';
import { ageStatementText, documentLabel } from '@/lib/identity/document';

export const MEETING_LABEL: Record<MeetingType, string> = {
  videollamada: 'Videollamada',
  telefonica: 'Llamada telefónica',
};

interface BookingSummaryProps {
  plan: PlanId;
  datos: PersonalData;
  fecha: string;
  hora: string;
  tipoReunion: MeetingType;
}

/** Everything the visitor is about to book, as one description list (step 3). */
export function BookingSummary({ plan, datos, fecha, hora, tipoReunion }: BookingSummaryProps) {
  const chosen = getPlan(plan);
  const rows: [string, string][] = [
    ['Servicio', chosen.name],
    ['Categoría', chosen.category],
    ['Precio', chosen.price === 0 ? 'Gratis' : formatClp(chosen.price)],
    ['Fecha', formatWeekdayDate(fecha)],
    ['Hora', `${hora} (hora de Chile), 45 minutos`],
    ['Modalidad', MEETING_LABEL[tipoReunion]],
    ['Nombre', datos.nombre],
    [documentLabel(datos.tipoDocumento), datos.rut],
    ['Correo', datos.email],
    ['Teléfono', datos.telefono],
    ['Declaración', ageStatementText(datos.declaracionEdad)],
  ];
  if (datos.empresa) rows.push(['Empresa', datos.empresa]);
  if (datos.descripcion) rows.push(['Tu consulta', datos.descripcion]);
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-surface">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-3">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="break-words text-ink sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
