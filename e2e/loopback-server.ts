import type http from 'node:http';

/**
 * What every local stand-in (Webpay, Turnstile, the CMF, the webhook) shares: it listens on the
 * loopback address only, answers JSON, and turns a handler's failure into a 500 it can still send.
 */

/** Listens on 127.0.0.1:`port` (0 for a free one) and resolves once bound. */
export function listenOnLoopback(server: http.Server, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Waits for a request's handling; when it fails, answers 500 with `errorBody` if nothing was sent
 * yet, and otherwise ends the response as it stands.
 */
export function settle(
  response: http.ServerResponse,
  handling: Promise<void>,
  errorBody: (message: string) => unknown = (message) => ({ error: message }),
): void {
  handling.catch((error: unknown) => {
    if (!response.headersSent) sendJson(response, 500, errorBody(String(error)));
    else response.end();
  });
}
