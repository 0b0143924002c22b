/**
 * Today's calendar date in Chile, alone: what every page's shell needs (a launch offer's last
 * day) without the rest of chile-time.ts in the JavaScript every page loads.
 */
const chileDayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Chile (YYYY-MM-DD) at `instant`. */
export function chileDate(instant: Date): string {
  const part = (type: string) =>
    chileDayFormatter.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
