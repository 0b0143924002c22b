import { RESCHEDULE_PATH, rescheduleUrl } from './booking-links';

describe('rescheduleUrl', () => {
  it('points at the reschedule page of the site, with the secret as its token', () => {
    expect(rescheduleUrl('https://puntolegal.cl', 'abc123')).toBe(
      `https://puntolegal.cl${RESCHEDULE_PATH}?token=abc123`,
    );
  });

  it('takes an origin with or without a trailing slash, and escapes the token', () => {
    expect(rescheduleUrl('https://puntolegal.cl//', 'a b&c')).toBe(
      'https://puntolegal.cl/reserva/gestionar?token=a%20b%26c',
    );
  });
});
