import { describe, expect, it } from 'vitest';
import { parseReservationCode, reservationCode } from './reservation-code';

describe('reservation codes', () => {
  it('are the first 8 characters of the id, in capitals', () => {
    expect(reservationCode('3f9a12bc-0d4e-4f6a-9b1c-2d3e4f5a6b7c')).toBe('3F9A12BC');
  });

  it.each([
    ['3f9a12bc', '3F9A12BC'],
    [' 3F9A-12BC ', '3F9A12BC'],
    ['#3f9a 12bc', '3F9A12BC'],
  ])('reads %j as %s', (typed, code) => {
    expect(parseReservationCode(typed)).toBe(code);
  });

  it.each(['', '3F9A12B', '3F9A12BC0', '3G9A12BC', 'reserva'])('refuses %j', (typed) => {
    expect(parseReservationCode(typed)).toBeNull();
  });
});
