import type { NoticeAttempt, NoticeRequest } from './port';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, sendNotice } from './send-notice';

const REQUEST: NoticeRequest = {
  tipo: 'nueva_reserva',
  reservaId: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
};

/** A notifier that answers the given attempts in order (the last one repeats). */
function notifier(...answers: (NoticeAttempt | Error)[]) {
  let call = 0;
  const notify = vi.fn<(request: NoticeRequest) => Promise<NoticeAttempt>>(() => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer ?? { kind: 'sin_respuesta', error: '' });
  });
  return { notify };
}

const failed = (intentos: number): NoticeAttempt => ({
  kind: 'fallido',
  intentos,
  error: 'HTTP 503: Service Unavailable',
});

describe('sendNotice', () => {
  it('stops at the first delivery', async () => {
    const port = notifier({ kind: 'enviado', intentos: 1 });
    const sleep = vi.fn(() => Promise.resolve());
    const outcome = await sendNotice(port, REQUEST, sleep);
    expect(outcome.ok).toBe(true);
    expect(port.notify).toHaveBeenCalledTimes(1);
    expect(port.notify).toHaveBeenCalledWith(REQUEST);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries a failed delivery up to 3 attempts, waiting 2 s and then 4 s', async () => {
    const port = notifier(failed(1), failed(2), failed(3));
    const sleep = vi.fn(() => Promise.resolve());
    const outcome = await sendNotice(port, REQUEST, sleep);
    expect(outcome).toEqual({ ok: false, last: failed(3) });
    expect(port.notify).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(sleep.mock.calls).toEqual([[2000], [4000]]);
    expect(RETRY_DELAYS_MS).toEqual([2000, 4000]);
  });

  it('delivers on a retry', async () => {
    const port = notifier(failed(1), { kind: 'enviado', intentos: 2 });
    const outcome = await sendNotice(port, REQUEST, () => Promise.resolve());
    expect(outcome.ok).toBe(true);
    expect(port.notify).toHaveBeenCalledTimes(2);
  });

  it('does not retry what the server counts as out of attempts (an earlier try counted)', async () => {
    const port = notifier(failed(3));
    const outcome = await sendNotice(port, REQUEST, () => Promise.resolve());
    expect(outcome.ok).toBe(false);
    expect(port.notify).toHaveBeenCalledTimes(1);
  });

  it('retries when the function cannot be reached, or is still sending the notice', async () => {
    const port = notifier(
      new Error('Failed to fetch'),
      {
        kind: 'rechazado',
        code: 'aviso_en_curso',
        error: 'Esta notificación se está enviando en este momento',
      },
      { kind: 'enviado', intentos: 1 },
    );
    const outcome = await sendNotice(port, REQUEST, () => Promise.resolve());
    expect(outcome.ok).toBe(true);
    expect(port.notify).toHaveBeenCalledTimes(3);
  });

  it('counts a notice already delivered (by a call whose answer was lost) as delivered', async () => {
    const port = notifier({ kind: 'rechazado', code: 'aviso_enviado', error: 'ya enviada' });
    expect((await sendNotice(port, REQUEST, () => Promise.resolve())).ok).toBe(true);
  });

  it.each<NoticeAttempt>([
    { kind: 'sin_envio', error: 'Webhook URL no configurada' },
    { kind: 'rechazado', code: 'acceso_denegado', error: 'Solo administradores' },
    { kind: 'rechazado', code: 'aviso_agotado', error: 'máximo de 3 intentos' },
  ])('gives up at once when nothing more can be done: $kind', async (answer) => {
    const port = notifier(answer);
    const outcome = await sendNotice(port, REQUEST, () => Promise.resolve());
    expect(outcome).toEqual({ ok: false, last: answer });
    expect(port.notify).toHaveBeenCalledTimes(1);
  });
});
