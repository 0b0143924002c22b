import type { BackendPort } from '../port';

export interface Slot {
  fecha: string;
  hora: string;
}

/** Times the contract books: from the spec's 13, spread out so that runs rarely meet. */
const TIMES = ['10:30', '14:30', '16:00', '11:00', '15:30', '09:30'] as const;

/** Today's date in Chile, as yyyy-mm-dd. */
function chileToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
}

function addDays(isoDate: string, days: number): Date {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/**
 * `count` slots nobody holds, on weekdays two to twenty days ahead (clear of the 1-hour lead and
 * the 21-day window), asked of the backend itself so the contract can run on a shared project.
 */
export async function freeSlots(backend: BackendPort, count: number): Promise<Slot[]> {
  const today = chileToday();
  const days: string[] = [];
  for (let offset = 2; offset <= 20; offset += 1) {
    const day = addDays(today, offset);
    if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5) days.push(day.toISOString().slice(0, 10));
  }
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const taken = new Set(
    (await backend.reservas.occupied(first, last)).map((slot) => `${slot.fecha} ${slot.hora}`),
  );
  const free: Slot[] = [];
  for (const fecha of days)
    for (const hora of TIMES)
      if (free.length < count && !taken.has(`${fecha} ${hora}`)) free.push({ fecha, hora });
  return free;
}
