import { company } from '@/content/company';
import { callBackBy, CALL_BACK_WITHIN } from './urgent-promise';
import { urgentRequestLabel } from './urgent-request';
import { EMPTY_URGENT_REQUEST, urgentRequestSchema } from './urgent-request-schema';

describe('an emergency request', () => {
  it('is named by when it was asked for', () => {
    expect(urgentRequestLabel({ fecha: '2026-11-29', hora: '03:00' })).toBe(
      'Urgente: solicitada el domingo 29 de noviembre de 2026 a las 03:00',
    );
  });

  it('is called back within the firm’s promise', () => {
    expect(CALL_BACK_WITHIN).toBe(`${String(company.emergencyContactMinutes)} minutos`);
    expect(callBackBy('2026-11-29T06:00:00Z').getTime()).toBe(
      Date.parse('2026-11-29T06:00:00Z') + company.emergencyContactMinutes * 60_000,
    );
  });

  it('needs the booking’s personal data and an account of what happened', () => {
    const valid = {
      nombre: 'Ana Pérez',
      tipoDocumento: 'pasaporte',
      rut: 'AB1234567',
      email: 'ana@ejemplo.cl',
      telefono: '+56 9 1234 5678',
      descripcion: 'Me despidieron hoy sin aviso.',
      declaracionEdad: 'mayor_de_edad',
      consienteSensibles: true,
    };
    expect(urgentRequestSchema.safeParse(valid).success).toBe(true);
    const problems = (data: object) => [
      ...new Set(
        urgentRequestSchema.safeParse(data).error?.issues.map((issue) => issue.path.join('.')),
      ),
    ];
    expect(problems(EMPTY_URGENT_REQUEST)).toEqual([
      'nombre',
      'rut',
      'email',
      'telefono',
      'declaracionEdad',
      'descripcion',
      'consienteSensibles',
    ]);
    expect(problems({ ...valid, descripcion: ' Ayuda    ' })).toEqual(['descripcion']);
    expect(problems({ ...valid, consienteSensibles: false })).toEqual(['consienteSensibles']);
    expect(problems({ ...valid, rut: '12.345.678-9' })).toEqual(['rut']);
  });
});
