/**
 * For tests: the instant a calendar app gives a `DTSTART;TZID=...` value, reading the zone's
 * rules from the file's own VTIMEZONE, as an app that does not know the zone must. Reads the
 * yearly rules ics.ts writes (BYMONTH, a BYMONTHDAY set and BYDAY=SU), nothing more.
 */
const WALL = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/;

/** A wall-clock stamp as if it were UTC, in milliseconds. */
function wallMs(stamp: string): number {
  const [, y, mo, d, h, mi, s] = WALL.exec(stamp) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

const offsetMs = (value: string): number => {
  const sign = value.startsWith('-') ? -1 : 1;
  return sign * (Number(value.slice(1, 3)) * 60 + Number(value.slice(3, 5))) * 60_000;
};

interface Transition {
  /** When it happens, in UTC. */
  at: number;
  /** The offset from then on. */
  to: number;
}

function transitions(block: Map<string, string>, year: number): Transition {
  const rule = new Map(
    (block.get('RRULE') ?? '').split(';').map((part) => part.split('=') as [string, string]),
  );
  const month = Number(rule.get('BYMONTH'));
  const day = (rule.get('BYMONTHDAY') ?? '')
    .split(',')
    .map(Number)
    .find((candidate) => new Date(Date.UTC(year, month - 1, candidate)).getUTCDay() === 0);
  const time = (block.get('DTSTART') ?? '').slice(9);
  const stamp = `${String(year)}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}T${time}`;
  return {
    at: wallMs(stamp) - offsetMs(block.get('TZOFFSETFROM') ?? ''),
    to: offsetMs(block.get('TZOFFSETTO') ?? ''),
  };
}

export function instantByFileZone(ics: string, stamp: string): Date {
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  const blocks: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:STANDARD' || line === 'BEGIN:DAYLIGHT') current = new Map();
    else if (line === 'END:STANDARD' || line === 'END:DAYLIGHT') {
      if (current) blocks.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  const wall = wallMs(stamp);
  const year = Number(stamp.slice(0, 4));
  const inForce = [year - 1, year]
    .flatMap((y) => blocks.map((block) => transitions(block, y)))
    .filter((transition) => transition.at + transition.to <= wall)
    .sort((a, b) => a.at - b.at)
    .at(-1);
  if (!inForce) throw new Error(`Sin regla de zona para ${stamp}`);
  return new Date(wall - inForce.to);
}
