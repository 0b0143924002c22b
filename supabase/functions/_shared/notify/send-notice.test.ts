import { noticeSender } from './send-notice.ts';

const NOW = new Date('2026-11-27T12:00:00Z');

function sender() {
  const posted: Record<string, unknown>[] = [];
  const send = noticeSender({
    url: 'https://hook.example/x',
    siteUrl: 'https://puntolegal.cl',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      posted.push((await request.json()) as Record<string, unknown>);
      return Response.json({ aceptado: true });
    },
    now: () => NOW,
  });
  return { send, posted };
}

describe('noticeSender', () => {
  it('tells the firm of a failed notice about no booking, with what failed', async () => {
    const { send, posted } = sender();
    const alerta = {
      tipo: 'solicitud_respondida' as const,
      canal: 'email' as const,
      intentos: 3,
      error: 'HTTP 422',
    };
    expect((await send('aviso_fallido', null, undefined, alerta)).ok).toBe(true);
    expect(posted).toEqual([
      { tipo_evento: 'aviso_fallido', timestamp: NOW.toISOString(), alerta },
    ]);
  });

  it('posts the connection test without a booking', async () => {
    const { send, posted } = sender();
    await send('test', null);
    expect(posted[0]).toMatchObject({ tipo_evento: 'test', test: true });
  });
});
