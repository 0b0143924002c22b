import type { NoticeOutcome } from './deliver-notice.ts';
import type { OpenedNotice } from './opened-notice.ts';
import { runScheduledNotices, type ScheduleStore } from './scheduled-run.ts';

const notice = (n: number): OpenedNotice => ({
  id: `aviso-${String(n)}`,
  tipo: 'recordatorio',
  canal: n % 2 === 0 ? 'email' : 'webhook',
  intentos: 0,
  reserva: null,
  alerta: null,
  pago: null,
  solicitud: null,
});

/** A queue of due notices, taken as the database hands them out: each once. */
function queue(count: number) {
  const due = Array.from({ length: count }, (_, index) => notice(index + 1));
  const recorded: [string, string, string | null][] = [];
  const takes: number[] = [];
  const store: ScheduleStore = {
    prepare: () => Promise.resolve({ copias: 1, recordatorios: 2 }),
    take: (limit) => {
      const batch = due.splice(0, limit);
      takes.push(batch.length);
      return Promise.resolve(batch);
    },
    record: (id, resultado, error) => {
      recorded.push([id, resultado, error]);
      return Promise.resolve();
    },
  };
  return { store, recorded, takes };
}

const sent: NoticeOutcome = { resultado: 'enviado', response: null };

describe('runScheduledNotices', () => {
  it('prepares once, takes batches until none is full, and records every outcome', async () => {
    const { store, recorded, takes } = queue(7);
    const report = await runScheduledNotices({
      store,
      deliver: (n) =>
        Promise.resolve<NoticeOutcome>(
          n.id === 'aviso-3'
            ? { resultado: 'fallido', error: 'HTTP 500', response: null }
            : n.id === 'aviso-4'
              ? { resultado: 'sin_envio', error: 'Correo no configurado' }
              : n.id === 'aviso-5'
                ? { resultado: 'descartado', error: 'Sin destinatario' }
                : sent,
        ),
      batchSize: 3,
    });
    expect(takes).toEqual([3, 3, 1]);
    expect(report).toEqual({
      copias: 1,
      recordatorios: 2,
      enviados: 4,
      fallidos: 1,
      sinEnvio: 1,
      descartados: 1,
      aplazados: 0,
      sinRegistro: 0,
      incompleto: false,
    });
    expect(recorded).toContainEqual(['aviso-3', 'fallido', 'HTTP 500']);
    expect(recorded).toContainEqual(['aviso-4', 'sin_envio', 'Correo no configurado']);
    expect(recorded).toHaveLength(7);
  });

  it('never has more deliveries under way than its concurrency', async () => {
    const { store } = queue(12);
    let active = 0;
    let most = 0;
    await runScheduledNotices({
      store,
      batchSize: 12,
      concurrency: 3,
      deliver: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 1));
        active -= 1;
        return sent;
      },
    });
    expect(most).toBe(3);
  });

  it('counts a delivery that throws as a failed attempt, with its message', async () => {
    const { store, recorded } = queue(1);
    const report = await runScheduledNotices({
      store,
      deliver: () => Promise.reject(new Error('sin red')),
    });
    expect(report.fallidos).toBe(1);
    expect(recorded).toEqual([['aviso-1', 'fallido', 'sin red']]);
  });

  it('stops taking batches when its time is up, and says the run is incomplete', async () => {
    const { store, takes } = queue(10);
    let now = 0;
    const report = await runScheduledNotices({
      store,
      batchSize: 2,
      budgetMs: 100,
      clock: () => now,
      deliver: () => {
        now += 60;
        return Promise.resolve(sent);
      },
    });
    expect(takes).toEqual([2]);
    expect(report.incompleto).toBe(true);
  });

  it('goes on when an outcome cannot be recorded, and counts it', async () => {
    const { store } = queue(2);
    const log = vi.fn();
    const report = await runScheduledNotices({
      store: { ...store, record: () => Promise.reject(new Error('conexión perdida')) },
      deliver: () => Promise.resolve(sent),
      log,
    });
    expect(report.sinRegistro).toBe(2);
    expect(report.enviados).toBe(0);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
