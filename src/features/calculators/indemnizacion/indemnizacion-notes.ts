import type { ChileanHoliday } from '@/booking/model/holidays';
import { formatLongDate } from '@/lib/format/dates';
import type { IndemnizacionOutcome } from './indemnizacion-form';

/** Years of work from which art. 68 CT adds feriado progresivo. */
const PROGRESSIVE_FROM_YEARS = 10;

/** "18 de septiembre de 2026 (Independencia Nacional)". */
function holidayText({ date, name }: ChileanHoliday): string {
  return `${formatLongDate(date)} (${name})`;
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

const UNLISTED_HOLIDAYS =
  'No se cuentan los feriados regionales ni los que una ley fija para un solo año (por ejemplo, de elecciones): si cae uno en esos días, se paga un día más por cada uno.';

/** What the result says about the feriado: which holidays were paid, or that it is approximate. */
function vacationNote(outcome: IndemnizacionOutcome): string {
  if (outcome.vacationApproximate)
    return 'Feriado aproximado: sin fechas, cada 5 días hábiles se pagan como una semana de 7 días. Ingresa las fechas de inicio y término para contar los fines de semana y feriados reales.';
  const holidays = outcome.vacationHolidays;
  if (holidays.length === 0)
    return `En los días de feriado no cae ningún feriado legal nacional. ${UNLISTED_HOLIDAYS}`;
  const counted =
    holidays.length === 1
      ? 'Incluye 1 feriado legal que cae en esos días, pagado como un día más'
      : `Incluye ${holidays.length} feriados legales que caen en esos días, pagados como días adicionales`;
  return `${counted}: ${listText(holidays.map(holidayText))}. ${UNLISTED_HOLIDAYS}`;
}

/** The notes under the severance result: caps applied, how the feriado was counted, what is left out. */
export function indemnizacionNotes(outcome: IndemnizacionOutcome): string[] {
  const { severance } = outcome;
  const notes: string[] = [];
  if (severance.baseCapped) notes.push('Tu remuneración supera 90 UF: se usa el tope de 90 UF.');
  if (outcome.uncapped)
    notes.push(
      'Contrato anterior al 14 de agosto de 1981: se calculó sin topes. Es un caso especial: consulta a un abogado.',
    );
  if (outcome.vacation > 0) notes.push(vacationNote(outcome));
  if (outcome.period.years >= PROGRESSIVE_FROM_YEARS)
    notes.push(
      'Con 10 años de trabajo o más, el feriado progresivo suma un día hábil por cada 3 años nuevos (art. 68 del Código del Trabajo). Esta calculadora usa 15 días hábiles al año y no lo incluye: si te corresponde, tu feriado proporcional es mayor.',
    );
  notes.push(
    'Con la causal del art. 161, el empleador puede descontar su aporte al seguro de cesantía (art. 13 Ley 19.728); si el despido se declara injustificado ese descuento se discute.',
  );
  return notes;
}
