import type { NoticeAttempt, NoticeRequest } from '@/backend/port';
import { notifyReschedule } from './reschedule-booking';

const RESERVA_ID = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';

function backendAnswering(answer: (request: NoticeRequest) => Promise<NoticeAttempt>) {
  const notify = vi.fn(answer);
  return {
    notify,
    backend: {
      notificaciones: {
        notify,
        webhookStatus: vi.fn(),
        list: vi.fn(),
        failed: vi.fn(),
        ofReservation: vi.fn(),
        runSchedule: vi.fn(),
      },
    },
  };
}

describe('notifyReschedule', () => {
  it("asks for the move's notice to the client and to the lawyer, by id only", async () => {
    const { notify, backend } = backendAnswering(() =>
      Promise.resolve({ kind: 'enviado', intentos: 1 }),
    );
    await notifyReschedule(backend, RESERVA_ID);
    expect(notify.mock.calls.map(([request]) => request)).toEqual([
      { tipo: 'reagendada', reservaId: RESERVA_ID },
      { tipo: 'reagendada_abogado', reservaId: RESERVA_ID },
    ]);
  });

  it('never throws, whatever the function answers', async () => {
    const { backend } = backendAnswering(() => Promise.reject(new Error('Failed to fetch')));
    await expect(
      notifyReschedule(backend, RESERVA_ID, () => Promise.resolve()),
    ).resolves.toBeUndefined();
  });
});
