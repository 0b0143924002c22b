import { packDatabaseError, unpackDatabaseError } from './worker-error-fields';
import { toBackendError } from './errors';

/** What PGlite's worker does with an error: a new Error from its message alone. */
const throughWorker = (error: unknown) => new Error((error as Error).message);

describe('database errors through the worker', () => {
  it('keep their rule, so the page knows why a booking was refused', () => {
    const raised = Object.assign(new Error('Ese horario ya fue reservado'), {
      code: 'P0001',
      hint: 'horario_ocupado',
    });
    const received = toBackendError(unpackDatabaseError(throughWorker(packDatabaseError(raised))));
    expect(received.message).toBe('Ese horario ya fue reservado');
    expect(received.code).toBe('horario_ocupado');
    expect(received.sqlState).toBe('P0001');
  });

  it('would arrive as unknown without it', () => {
    const raised = Object.assign(new Error('Ese horario ya fue reservado'), {
      hint: 'horario_ocupado',
    });
    expect(toBackendError(throughWorker(raised)).code).toBe('desconocido');
  });

  it('leave other errors as they are', () => {
    const plain = new Error('network down');
    expect(packDatabaseError(plain)).toBe(plain);
    expect(unpackDatabaseError(plain)).toBe(plain);
  });
});
