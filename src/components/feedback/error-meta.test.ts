import { BackendError } from '@/backend/port';
import { errorText } from './error-meta';

const lastAdmin = new BackendError('Debe quedar al menos un administrador activo', 'ultimo_admin');
const refused = new BackendError('Horario ocupado', 'horario_ocupado');
const network = new TypeError('Failed to fetch');

describe('errorText', () => {
  it.each([
    ['no message declared', undefined, refused, null],
    ['declared alone', { errorMessage: 'Error al guardar' }, refused, 'Error al guardar'],
    [
      'any: the error’s own',
      { errorMessage: 'X', ownMessage: 'any' as const },
      network,
      'Failed to fetch',
    ],
    [
      'any: empty falls back',
      { errorMessage: 'X', ownMessage: 'any' as const },
      new Error(''),
      'X',
    ],
    [
      'backend: a refusal',
      { errorMessage: 'X', ownMessage: 'backend' as const },
      refused,
      'Horario ocupado',
    ],
    [
      'backend: a network fault',
      { errorMessage: 'X', ownMessage: 'backend' as const },
      network,
      'X',
    ],
    [
      'code: that rule',
      { errorMessage: 'X', ownMessage: 'ultimo_admin' as const },
      lastAdmin,
      lastAdmin.message,
    ],
    [
      'code: another rule',
      { errorMessage: 'X', ownMessage: 'ultimo_admin' as const },
      refused,
      'X',
    ],
  ])('%s', (_case, meta, error, expected) => {
    expect(errorText(error, meta)).toBe(expected);
  });
});
