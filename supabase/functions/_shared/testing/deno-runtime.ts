/**
 * The part of Deno's API the Deno tests (*.deno.test.ts, run by `npm run test:deno`) use, typed
 * here so that those files also pass the Node tooling that checks every file (tsc, ESLint), which
 * knows nothing of Deno's globals. Under Deno it is Deno's own object.
 */

export interface LoopbackAddress {
  hostname: string;
  port: number;
}

export interface DenoConn {
  close(): void;
}

export interface DenoListener extends AsyncIterable<DenoConn> {
  readonly addr: LoopbackAddress;
  close(): void;
}

export interface DenoHttpServer {
  readonly addr: LoopbackAddress;
  shutdown(): Promise<void>;
}

export interface DenoTestRuntime {
  test(name: string, fn: () => Promise<void>): void;
  serve(
    options: { hostname: string; port: number; onListen?: (address: LoopbackAddress) => void },
    handler: (request: Request) => Promise<Response>,
  ): DenoHttpServer;
  listen(options: { hostname: string; port: number }): DenoListener;
}

export const deno = (globalThis as unknown as { Deno: DenoTestRuntime }).Deno;
