/**
 * The developer's mailbox on the local servers (`npm run dev`, `npm run preview`, the e2e
 * tests), never in a build: the page, the messages as JSON (for tests), each attachment, and
 * the form that empties it. One mailbox per server process, the one its local functions send to.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEV_MAILBOX_PATH, devMailboxPage } from './dev-mailbox-page.ts';
import type { Mailbox } from './mail-stand-in.ts';

export { DEV_MAILBOX_PATH };

const ATTACHMENT = new RegExp(`^${DEV_MAILBOX_PATH}/([^/]+)/(\\d+)$`);
/** A local page for a developer: not cached, not framed, and no script runs in it or its frames. */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy':
    "script-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
};

const notFound = () => new Response('No encontrado', { status: 404, headers: PAGE_HEADERS });
const notAllowed = (allow: string) =>
  new Response('Método no permitido', { status: 405, headers: { ...PAGE_HEADERS, allow } });

/** A file name safe in a header: letters, digits, dot, dash and underscore. */
const safeFilename = (name: string): string => name.replace(/[^\w.-]/g, '_') || 'adjunto';

function attachment(mailbox: Mailbox, id: string, index: number): Response {
  const stored = mailbox.messages().find((candidate) => candidate.id === id);
  const file = stored?.message.attachments?.[index];
  if (!file) return notFound();
  const bytes = Uint8Array.from(atob(file.content), (character) => character.charCodeAt(0));
  return new Response(bytes, {
    headers: {
      ...PAGE_HEADERS,
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${safeFilename(file.filename)}"`,
    },
  });
}

/** The answer for a mailbox path; null for any other path, which the server serves as usual. */
export function devMailboxResponse(mailbox: Mailbox, request: Request): Response | null {
  const { pathname } = new URL(request.url);
  if (
    pathname !== DEV_MAILBOX_PATH &&
    !pathname.startsWith(`${DEV_MAILBOX_PATH}/`) &&
    pathname !== `${DEV_MAILBOX_PATH}.json`
  ) {
    return null;
  }
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (pathname === DEV_MAILBOX_PATH) {
    if (!read) return notAllowed('GET');
    return new Response(devMailboxPage(mailbox.messages()), {
      headers: { ...PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8' },
    });
  }
  if (pathname === `${DEV_MAILBOX_PATH}.json`) {
    if (!read) return notAllowed('GET');
    return Response.json(mailbox.messages(), { headers: PAGE_HEADERS });
  }
  if (pathname === `${DEV_MAILBOX_PATH}/vaciar`) {
    if (request.method !== 'POST') return notAllowed('POST');
    mailbox.clear();
    return new Response(null, {
      status: 303,
      headers: { ...PAGE_HEADERS, location: DEV_MAILBOX_PATH },
    });
  }
  const match = ATTACHMENT.exec(pathname);
  if (!match) return notFound();
  if (!read) return notAllowed('GET');
  return attachment(mailbox, decodeURIComponent(match[1] ?? ''), Number(match[2]));
}

/** Node's side: answers a mailbox path, false for any other so the server serves it as usual. */
export async function serveDevMailbox(
  mailbox: Mailbox,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return false;
  }
  const answer = devMailboxResponse(mailbox, new Request(url, { method: request.method ?? 'GET' }));
  if (!answer) return false;
  // The form's body (if any) says nothing the path does not.
  request.resume();
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(answer.status, headers);
  response.end(request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
  return true;
}
