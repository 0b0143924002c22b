/**
 * Preloaded before a function's own index.ts (`deno run --preload`) when `npm run test:deno`
 * starts each function under Deno as the Edge runtime would. `Deno.serve(handler)` listens on
 * port 8000; here it listens on a free loopback port instead, and prints its address as Deno's own
 * default does ('Listening on http://127.0.0.1:<port>/'), which the test reads. The function's
 * code is left as deployed: only the runtime's `serve` is replaced.
 */

interface ServingRuntime {
  serve(...args: unknown[]): unknown;
}

const runtime = (globalThis as unknown as { Deno: ServingRuntime }).Deno;
const serve = runtime.serve.bind(runtime);

runtime.serve = (...args: unknown[]): unknown => {
  const [handler] = args;
  if (args.length !== 1 || typeof handler !== 'function') {
    throw new Error('serve-on-free-port: una función solo llama a Deno.serve(handler)');
  }
  return serve(
    {
      hostname: '127.0.0.1',
      port: 0,
      onListen: ({ hostname, port }: { hostname: string; port: number }) => {
        console.log(`Listening on http://${hostname}:${String(port)}/`);
      },
    },
    handler,
  );
};
