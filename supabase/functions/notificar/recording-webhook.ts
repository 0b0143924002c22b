/**
 * A stand-in for the webhook in the Node tests: a `fetch` that answers `status` and keeps what
 * was posted (URL and JSON body).
 */
export function webhookAnswering(status: number, body = '{"aceptado":true}') {
  const posted: { url: string; body: unknown }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    posted.push({
      url: input instanceof Request ? input.url : input.toString(),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '') as unknown,
    });
    return Promise.resolve(
      new Response(body, { status, statusText: status === 200 ? 'OK' : 'Bad Gateway' }),
    );
  });
  return { fetch, posted };
}
