import type { BackendPort } from '../port';

export interface Slot {
  fecha: string;
  hora: string;
}

/**
 * Times the contract books: from the firm's 13, spread out so that runs rarely meet, and an hour
 * apart, so that one lawyer (a 45-minute consultation also takes the next half hour) can take all.
 */
const TIMES = ['10:30', '14:30', '16:00', '09:30', '11:30', '17:00'] as const;

/** Today's date in Chile, as yyyy-mm-dd. */
function chileToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
}

/** The date `days` after an ISO date, as yyyy-mm-dd. */
export function addIsoDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * `count` slots nobody holds, on open days two to twenty days ahead (clear of the 1-hour lead and
 * the 21-day window), asked of the backend itself so the contract can run on a shared project:
 * its calendar says which days are open (no weekend, holiday or day the firm closed).
 */
export async function freeSlots(backend: BackendPort, count: number): Promise<Slot[]> {
  const today = chileToday();
  const first = addIsoDays(today, 2);
  const last = addIsoDays(today, 20);
  const days = (await backend.reservas.calendar(first, last))
    .filter((day) => day.horarios.length > 0)
    .map((day) => day.fecha);
  const taken = new Set(
    (await backend.reservas.occupied(first, last)).map((slot) => `${slot.fecha} ${slot.hora}`),
  );
  const free: Slot[] = [];
  for (const fecha of days)
    for (const hora of TIMES)
      if (free.length < count && !taken.has(`${fecha} ${hora}`)) free.push({ fecha, hora });
  return free;
}
