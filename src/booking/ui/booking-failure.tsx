import { BackendError, type BackendErrorCode } from '@/backend/port';
import { OtherWaysToBook } from './other-ways-to-book';

/** What a refused booking asks of the visitor, by the rule it broke. */
export type FailureRemedy = 'otro-horario' | 'corregir-datos' | 'contactar';

const SLOT_RULES: readonly BackendErrorCode[] = [
  'horario_ocupado',
  'hora_pasada',
  'horario_invalido',
  'dia_cerrado',
  'fuera_de_plazo',
  'cupo_gratuito',
];
const DATA_RULES: readonly BackendErrorCode[] = [
  'nombre_invalido',
  'rut_invalido',
  'documento_invalido',
  'edad_requerida',
  'email_invalido',
  'telefono_invalido',
  'empresa_invalida',
  'descripcion_invalida',
  'dato_invalido',
  'dato_demasiado_largo',
];

export function remedyFor(code: BackendErrorCode): FailureRemedy {
  if (SLOT_RULES.includes(code)) return 'otro-horario';
  if (DATA_RULES.includes(code)) return 'corregir-datos';
  return 'contactar';
}

/** A booking refusal as the page keeps it: the database's Spanish message and its rule. */
export interface BookingRefusal {
  message: string;
  code: BackendErrorCode;
}

export function refusalOf(error: unknown): BookingRefusal {
  if (error instanceof BackendError) return { message: error.message, code: error.code };
  return { message: 'No pudimos completar la reserva', code: 'desconocido' };
}

interface BookingFailureProps {
  refusal: BookingRefusal;
  /** Back to the calendar: the time was taken, passed, or the day has no free consultation. */
  onChooseAnotherSlot: () => void;
  /** Back to the personal data, when the database refused one of them. */
  onEditData?: () => void;
}

/**
 * Why a booking was refused and what to do next: choose another time, correct the data, or,
 * when a limit was reached or something failed, the firm's WhatsApp and phone.
 */
export function BookingFailure({ refusal, onChooseAnotherSlot, onEditData }: BookingFailureProps) {
  const remedy = remedyFor(refusal.code);
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-urgent bg-surface p-3">
      <p className="font-medium text-urgent">{refusal.message}</p>
      {remedy === 'otro-horario' && (
        <button type="button" onClick={onChooseAnotherSlot} className="text-link underline">
          {refusal.code === 'cupo_gratuito' ? 'Elegir otro día' : 'Elegir otro horario'}
        </button>
      )}
      {remedy === 'corregir-datos' && onEditData && (
        <button type="button" onClick={onEditData} className="text-link underline">
          Corregir mis datos
        </button>
      )}
      {remedy === 'contactar' && <OtherWaysToBook lead="Te ayudamos a agendar:" />}
    </div>
  );
}
