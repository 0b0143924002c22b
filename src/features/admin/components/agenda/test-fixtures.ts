import type { Lawyer } from '@/backend/port';

/** A lawyer as agenda.lawyers() returns one; a test states only what it is about. */
export function lawyer(change: Partial<Lawyer> = {}): Lawyer {
  return {
    id: 'abg-1',
    nombre: 'Abogada Demo',
    email: 'abogado@demo.cl',
    activo: true,
    enlaceAgenda: false,
    horarios: ['1 09:00', '1 09:30'],
    areas: [],
    ausencias: [],
    ...change,
  };
}
