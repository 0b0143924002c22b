/**
 * The address a calendar service (Google Calendar, Outlook) reads: the hosted project's
 * agenda-abogado function with the lawyer's secret.
 */
export function feedUrl(supabaseUrl: string, token: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/agenda-abogado?token=${encodeURIComponent(token)}`;
}
