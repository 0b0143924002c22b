import {
  CREAR_RESERVA_ARGS,
  CREAR_RESERVA_PLACEHOLDERS,
  crearReservaNamedArgs,
  crearReservaValues,
} from './crear-reserva-args';
import type { NewReservation } from './reservation-types';

// Every field filled, each with a value of its own: a field added to NewReservation must be
// added here to compile, and then fails below until crear_reserva receives it.
const everyField: Required<NewReservation> = {
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  fecha: '2026-11-24',
  hora: '10:00',
  plan: 'laboral',
  tipoReunion: 'videollamada',
  descripcion: 'Un despido',
  empresa: 'Pérez SpA',
  reemplaza: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  tipoDocumento: 'rut',
  declaracionEdad: 'mayor_de_edad',
  avisoVersion: '3',
  terminosVersion: '2',
  sensiblesVersion: '1',
};

const withoutOptional: NewReservation = {
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana@ejemplo.cl',
  telefono: '+56912345678',
  fecha: '2026-11-24',
  hora: '10:00',
  plan: 'gratis',
  tipoReunion: 'telefonica',
  tipoDocumento: 'pasaporte',
  declaracionEdad: 'representante',
  avisoVersion: '3',
};

describe('the arguments of crear_reserva', () => {
  it('send every field of a new booking, each once', () => {
    const sent = CREAR_RESERVA_ARGS.map(({ from }) => from);
    expect([...sent].sort()).toEqual(Object.keys(everyField).sort());
    expect(new Set(CREAR_RESERVA_ARGS.map(({ name }) => name)).size).toBe(sent.length);
  });

  it('give the embedded call its values in the declared order, absent ones as null', () => {
    expect(crearReservaValues(everyField)).toEqual(
      CREAR_RESERVA_ARGS.map(({ from }) => everyField[from]),
    );
    expect(crearReservaValues(withoutOptional)).toEqual([
      'Ana Pérez',
      '12.345.678-5',
      'ana@ejemplo.cl',
      '+56912345678',
      '2026-11-24',
      '10:00',
      'gratis',
      'telefonica',
      null,
      null,
      null,
      'pasaporte',
      'representante',
      '3',
      null,
      null,
    ]);
  });

  it('type one numbered placeholder per argument', () => {
    expect(CREAR_RESERVA_PLACEHOLDERS).toBe(
      '$1::text, $2::text, $3::text, $4::text, $5::date, $6::text, $7::text, $8::text, ' +
        '$9::text, $10::text, $11::uuid, $12::text, $13::text, $14::text, $15::text, $16::text',
    );
  });

  it('give the Supabase call the same values by name', () => {
    expect(crearReservaNamedArgs(withoutOptional)).toEqual({
      p_nombre: 'Ana Pérez',
      p_rut: '12.345.678-5',
      p_email: 'ana@ejemplo.cl',
      p_telefono: '+56912345678',
      p_fecha: '2026-11-24',
      p_hora: '10:00',
      p_plan: 'gratis',
      p_tipo_reunion: 'telefonica',
      p_descripcion: null,
      p_empresa: null,
      p_reemplaza: null,
      p_tipo_documento: 'pasaporte',
      p_declaracion_edad: 'representante',
      p_aviso_version: '3',
      p_terminos_version: null,
      p_sensibles_version: null,
    });
  });
});
