import { showsFloatingBooking } from './floating-booking';

describe('showsFloatingBooking', () => {
  it.each(['/', '/servicios', '/laboral', '/servicios/civil', '/terminos', '/blog/x'])(
    'shows the bar on the public page %s',
    (path) => {
      expect(showsFloatingBooking(path)).toBe(true);
    },
  );

  it.each([
    '/agendamiento',
    '/pago',
    '/payment/laboral',
    '/payment-success/laboral',
    '/urgente',
    '/auth',
    '/admin',
    '/panel',
    '/mi-cuenta',
  ])('hides it on %s, which books, pays, signs in or is a staff screen', (path) => {
    expect(showsFloatingBooking(path)).toBe(false);
  });

  it('matches whole path segments only', () => {
    expect(showsFloatingBooking('/administracion-publica')).toBe(true);
    expect(showsFloatingBooking('/pagos-info')).toBe(true);
  });
});
