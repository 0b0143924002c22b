/**
 * What the local relay remembers of the notices it posted, so that it keeps, for every caller,
 * the rules the database keeps for the hosted function (private.abrir_aviso): a booking's two
 * notices and a transfer's receipt only within 30 minutes (of the first time the relay sees them:
 * it cannot read the booking's own time), at most 3 attempts each, none once delivered, one
 * attempt at a time. On top, what the database gets from checking who calls and the relay cannot
 * (only an admin sends reminders and tests): each caller (its network address) starts at most
 * NEW_NOTICES_PER_WINDOW notices, and at most TESTS_PER_WINDOW connection tests, in any
 * WINDOW_MS. Kept in memory, for a day.
 */
import { BOOKING_EVENTS, type NotifyEvent } from '../_shared/notify/protocol.ts';

export const NOTICE_WINDOW_MS = 30 * 60_000;
export const MAX_ATTEMPTS = 3;
export const WINDOW_MS = 10 * 60_000;
/** About 60 bookings (two notices each) in 10 minutes: far more than a person books. */
export const NEW_NOTICES_PER_WINDOW = 120;
export const TESTS_PER_WINDOW = 10;
const REMEMBERED_MS = 24 * 60 * 60_000;

export interface RelayRefusal {
  codigo: 'aviso_vencido' | 'aviso_enviado' | 'aviso_agotado' | 'aviso_en_curso' | 'limite_avisos';
  error: string;
}

export interface RelayAttempt {
  /** Records the attempt's outcome and frees the notice for the next one. */
  finish(delivered: boolean): void;
}

interface NoticeState {
  firstSeen: number;
  attempts: number;
  delivered: boolean;
  sending: boolean;
}

const REFUSALS: Record<RelayRefusal['codigo'], string> = {
  aviso_vencido: 'El aviso de esta reserva ya no se puede enviar desde aquí',
  aviso_enviado: 'Esta notificación ya fue enviada',
  aviso_agotado: 'Se alcanzó el máximo de 3 intentos: la notificación no se reenvía',
  aviso_en_curso: 'Esta notificación se está enviando en este momento',
  limite_avisos: 'Demasiados avisos desde este equipo: espera unos minutos e inténtalo de nuevo.',
};

const refusal = (codigo: RelayRefusal['codigo']): RelayRefusal => ({
  codigo,
  error: REFUSALS[codigo],
});

const BOOKING: readonly NotifyEvent[] = BOOKING_EVENTS;
/** The notices that may be sent only within 30 minutes: a booking's own, and a receipt's. */
const TIMED: readonly NotifyEvent[] = [...BOOKING, 'comprobante'];

export function createRelayLimits(now: () => number = Date.now) {
  const notices = new Map<string, NoticeState>();
  const started = new Map<string, number[]>();

  function forgetOld(at: number): void {
    for (const [key, state] of notices) {
      if (at - state.firstSeen > REMEMBERED_MS && !state.sending) notices.delete(key);
    }
    for (const [key, times] of started) {
      const recent = times.filter((time) => at - time < WINDOW_MS);
      if (recent.length === 0) started.delete(key);
      else started.set(key, recent);
    }
  }

  /** Counts one start for `key` unless `limit` were already reached in the window. */
  function withinRate(key: string, limit: number, at: number): boolean {
    const times = started.get(key) ?? [];
    if (times.length >= limit) return false;
    started.set(key, [...times, at]);
    return true;
  }

  return {
    /** One attempt at a notice for a caller, or why it is refused. */
    begin(
      client: string,
      tipo: NotifyEvent,
      reservaId: string | null,
      /** Each channel has its own rate: a booking's e-mails do not use up its webhook notices. */
      canal: 'webhook' | 'email' = 'webhook',
    ): RelayAttempt | RelayRefusal {
      const at = now();
      forgetOld(at);
      if (tipo === 'test' || reservaId === null) {
        if (!withinRate(`prueba ${client}`, TESTS_PER_WINDOW, at)) return refusal('limite_avisos');
        return { finish: () => undefined };
      }
      const key = `${tipo} ${reservaId}`;
      let state = notices.get(key);
      if (!state) {
        const bucket = canal === 'email' ? 'correos' : 'avisos';
        if (!withinRate(`${bucket} ${client}`, NEW_NOTICES_PER_WINDOW, at)) {
          return refusal('limite_avisos');
        }
        // A booking's two notices share its first sighting: the booking was made then.
        const sibling = BOOKING.includes(tipo) ? bookingFirstSeen(reservaId) : undefined;
        state = { firstSeen: sibling ?? at, attempts: 0, delivered: false, sending: false };
        notices.set(key, state);
      }
      if (state.delivered) return refusal('aviso_enviado');
      if (state.attempts >= MAX_ATTEMPTS) return refusal('aviso_agotado');
      if (state.sending) return refusal('aviso_en_curso');
      if (TIMED.includes(tipo) && at - state.firstSeen > NOTICE_WINDOW_MS) {
        return refusal('aviso_vencido');
      }
      const current = state;
      current.sending = true;
      current.attempts += 1;
      return {
        finish(delivered) {
          current.sending = false;
          current.delivered = current.delivered || delivered;
        },
      };
    },
  };

  function bookingFirstSeen(reservaId: string): number | undefined {
    const seen = BOOKING.map((tipo) => notices.get(`${tipo} ${reservaId}`)?.firstSeen).filter(
      (time): time is number => time !== undefined,
    );
    return seen.length > 0 ? Math.min(...seen) : undefined;
  }
}

export type RelayLimits = ReturnType<typeof createRelayLimits>;

export const isRelayRefusal = (value: RelayAttempt | RelayRefusal): value is RelayRefusal =>
  'codigo' in value;
