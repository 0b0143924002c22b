/**
 * Under Deno: the code goes by e-mail through Resend's client when the e-mail service is
 * configured, with no webhook at all, and the browser's answer never carries it.
 */
import assert from 'node:assert/strict';
import { RESEND_API_URL } from '../_shared/mail/resend-client.ts';
import { fakeSupabase, ok } from '../_shared/testing/fake-supabase.ts';
import { deno } from '../_shared/testing/deno-runtime.ts';
import { createRightsCodeHandler } from './handler.ts';
import { createRightsCodeRequester } from './hosted-store.ts';

const CODE = '048213';

deno.test('e-mails the code through Resend and answers without it', async () => {
  const database = fakeSupabase((call) =>
    call.path === '/rest/v1/rpc/pedir_codigo_derechos'
      ? ok({ enviado: true, codigo: CODE })
      : undefined,
  );
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  const resend: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    posted.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
    return Response.json({ id: 'em_deno' });
  };
  const handle = createRightsCodeHandler({
    requestCode: createRightsCodeRequester(database.client),
    webhookUrl: undefined,
    mail: {
      apiUrl: RESEND_API_URL,
      apiKey: 're_deno_key',
      from: 'Punto Legal <contacto@puntolegal.cl>',
      firmEmail: 'contacto@puntolegal.cl',
      fetch: resend,
    },
    siteUrl: 'https://puntolegal.cl',
    fetch: () => Promise.reject(new Error('no webhook')),
  });
  const response = await handle(
    new Request('http://127.0.0.1/functions/v1/derechos-codigo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@ejemplo.cl' }),
    }),
  );
  const text = await response.text();
  assert.equal(response.status, 200);
  assert.deepEqual(JSON.parse(text), { enviado: true });
  assert.ok(!text.includes(CODE));
  assert.equal(posted.length, 1);
  const [call] = posted;
  assert.ok(call);
  assert.equal(call.url, RESEND_API_URL);
  assert.deepEqual(call.body.to, ['ana@ejemplo.cl']);
  assert.ok(String(call.body.text).includes(`Tu código es ${CODE}.`));
});
