/**
 * The Resend stand-in (mail-stand-in.ts) on a loopback port, for a process that cannot share the
 * in-process fetch: an Edge Function started under Deno (`npm run test:deno`) is given its address
 * as RESEND_API_URL, so an e-mail it sends lands in the mailbox, never at Resend.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback, settle } from '../../e2e/loopback-server.ts';
import { createMailbox, type Mailbox } from './mail-stand-in.ts';

export interface MailStandInServer {
  server: http.Server;
  /** Where to send: RESEND_API_URL. */
  url: string;
  mailbox: Mailbox;
}

async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startMailStandInServer(port = 0): Promise<MailStandInServer> {
  const mailbox = createMailbox();
  const server = http.createServer((incoming, response) => {
    settle(
      response,
      (async () => {
        const method = incoming.method ?? 'GET';
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const body = method === 'GET' || method === 'HEAD' ? undefined : await bodyOf(incoming);
        const answer = await mailbox.handle(
          new Request(`http://127.0.0.1${incoming.url ?? '/'}`, { method, headers, body }),
        );
        answer.headers.forEach((value, name) => response.setHeader(name, value));
        response.writeHead(answer.status).end(await answer.text());
      })(),
    );
  });
  await listenOnLoopback(server, port);
  const address = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${String(address.port)}/emails`, mailbox };
}
