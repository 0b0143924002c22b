import { describe, expect, it } from 'vitest';
import { AnswerReader, BLANK } from './answer-reader';

describe('AnswerReader', () => {
  const reader = new AnswerReader({
    nombre: '  Ana Rojas ',
    rut: '123456785',
    rutMalo: '12345678-4',
    renta: '450.000',
    rentaMala: 'mucho',
    inicio: '2027-01-08',
    meses: '12',
  });

  it.each([
    ['text', 'nombre', 'Ana Rojas'],
    ['text', 'falta', BLANK],
    ['rut', 'rut', '12.345.678-5'],
    ['rut', 'rutMalo', BLANK],
    ['money', 'renta', '$450.000 (cuatrocientos cincuenta mil pesos)'],
    ['money', 'rentaMala', `$${BLANK}`],
    ['date', 'inicio', '8 de enero de 2027'],
    ['date', 'falta', BLANK],
  ] as const)('%s(%s) → %s', (method, name, expected) => {
    expect(reader[method](name)).toBe(expected);
  });

  it('reads numbers and tells answered from missing', () => {
    expect(reader.whole('meses')).toBe(12);
    expect(reader.whole('nombre')).toBeNull();
    expect(reader.has('nombre')).toBe(true);
    expect(reader.has('falta')).toBe(false);
  });
});
