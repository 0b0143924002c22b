/**
 * `agenda-abogado`: a lawyer's private calendar address. A calendar app (Google, Apple, Outlook)
 * subscribes to `GET ?token=<secret>` and reads the lawyer's consultations as one iCalendar file,
 * refreshed on its own schedule. The secret is the only key: calendar apps send no
 * authorization, so the address must be kept private, and a lawyer revokes it by making a new one
 * (private.crear_enlace_agenda keeps only its hash).
 *
 * What the file holds is the agenda_por_enlace's rows as src/lib/calendar/agenda-feed.ts writes
 * them: time, service and booking code, never the client or the case.
 *
 * Hosted only. In the embedded demo the data live in the visitor's browser, where no server can
 * read them, so the lawyer's panel offers the same file as a download instead.
 */
import { agendaCalendar, type AgendaFeedEntry } from '../../../src/lib/calendar/agenda-feed.ts';

/** The database side: hosted-store.ts, or fake-store.ts in tests. */
export interface AgendaStore {
  /** The agenda of the lawyer whose calendar secret `token` is; null when it is no one's. */
  agendaByToken(token: string): Promise<AgendaFeedEntry[] | null>;
}

export interface AgendaHandlerDeps {
  store: AgendaStore;
  now?: () => Date;
}

/**
 * The secrets private.crear_enlace_agenda makes are 64 hexadecimal digits (two UUIDs'); anything
 * far from that shape is no one's and costs no database call.
 */
const TOKEN = /^[0-9A-Za-z]{32,128}$/;

export const INVALID_LINK =
  'Este enlace de calendario no es válido o fue reemplazado por uno nuevo. Pide el enlace actual en tu panel de Punto Legal.';
export const UNAVAILABLE = 'El calendario no está disponible en este momento. Inténtalo más tarde.';
export const METHOD_NOT_ALLOWED = 'Método no permitido: este enlace solo se lee (GET).';

export const CALENDAR_FILENAME = 'agenda-punto-legal.ics';

/**
 * The agenda is personal and changes with every booking: no shared cache may keep it, and no
 * copy may be served stale. The secret in the address is not sent on as a Referer.
 */
const PRIVATE = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const text = (status: number, body: string, headers: Record<string, string> = {}): Response =>
  new Response(body, {
    status,
    headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8', ...headers },
  });

export function createAgendaHandler(
  deps: AgendaHandlerDeps,
): (request: Request) => Promise<Response> {
  const now = deps.now ?? (() => new Date());
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(405, METHOD_NOT_ALLOWED, { allow: 'GET, HEAD' });
    }
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!TOKEN.test(token)) return text(404, INVALID_LINK);
    let entries: AgendaFeedEntry[] | null;
    try {
      entries = await deps.store.agendaByToken(token);
    } catch (error) {
      // Never the address: its secret is the lawyer's key.
      console.error('agenda-abogado', error instanceof Error ? error.message : String(error));
      return text(503, UNAVAILABLE, { 'retry-after': '300' });
    }
    if (!entries) return text(404, INVALID_LINK);
    const body = agendaCalendar(entries, now());
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: {
        ...PRIVATE,
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `inline; filename="${CALENDAR_FILENAME}"`,
      },
    });
  };
}
