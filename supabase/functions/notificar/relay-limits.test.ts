import {
  createRelayLimits,
  isRelayRefusal,
  NEW_NOTICES_PER_WINDOW,
  TESTS_PER_WINDOW,
  WINDOW_MS,
  type RelayAttempt,
  type RelayRefusal,
} from './relay-limits.ts';

const BOOKING = '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11';
const MINUTE = 60_000;

function limits() {
  let clock = 1_000_000;
  const relay = createRelayLimits(() => clock);
  return {
    relay,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const codeOf = (outcome: RelayAttempt | RelayRefusal): string =>
  isRelayRefusal(outcome) ? outcome.codigo : 'admitido';

/** Begins and at once finishes an attempt; its code. */
function attempt(
  relay: ReturnType<typeof createRelayLimits>,
  tipo: Parameters<ReturnType<typeof createRelayLimits>['begin']>[1],
  delivered = false,
  client = '10.0.0.7',
  reservaId: string | null = BOOKING,
): string {
  const outcome = relay.begin(client, tipo, reservaId);
  if (!isRelayRefusal(outcome)) outcome.finish(delivered);
  return codeOf(outcome);
}

describe('the local relay’s copy of the notice rules', () => {
  it('allows three attempts at a notice, and none after', () => {
    const { relay } = limits();
    expect([1, 2, 3, 4].map(() => attempt(relay, 'nueva_reserva'))).toEqual([
      'admitido',
      'admitido',
      'admitido',
      'aviso_agotado',
    ]);
  });

  it('sends a notice once: after a delivery it is refused', () => {
    const { relay } = limits();
    expect(attempt(relay, 'notificacion_abogado', true)).toBe('admitido');
    expect(attempt(relay, 'notificacion_abogado')).toBe('aviso_enviado');
    expect(attempt(relay, 'nueva_reserva')).toBe('admitido');
  });

  it('refuses a second attempt while the first is on its way', () => {
    const { relay } = limits();
    const first = relay.begin('10.0.0.7', 'nueva_reserva', BOOKING);
    expect(codeOf(relay.begin('10.0.0.7', 'nueva_reserva', BOOKING))).toBe('aviso_en_curso');
    if (!isRelayRefusal(first)) first.finish(false);
    expect(attempt(relay, 'nueva_reserva')).toBe('admitido');
  });

  it('sends a booking’s two notices only within 30 minutes of the first one it saw', () => {
    const { relay, advance } = limits();
    expect(attempt(relay, 'nueva_reserva')).toBe('admitido');
    advance(31 * MINUTE);
    expect(attempt(relay, 'notificacion_abogado')).toBe('aviso_vencido');
    expect(attempt(relay, 'nueva_reserva')).toBe('aviso_vencido');
    // A reminder is not bound to the booking's first half hour.
    expect(attempt(relay, 'recordatorio')).toBe('admitido');
  });

  it('gives a transfer’s receipt its own 30 minutes', () => {
    const { relay, advance } = limits();
    expect(attempt(relay, 'nueva_reserva', true)).toBe('admitido');
    advance(45 * MINUTE);
    expect(attempt(relay, 'comprobante')).toBe('admitido');
    advance(29 * MINUTE);
    expect(attempt(relay, 'comprobante')).toBe('admitido');
    advance(2 * MINUTE);
    expect(attempt(relay, 'comprobante')).toBe('aviso_vencido');
  });

  it('starts at most NEW_NOTICES_PER_WINDOW notices per caller in 10 minutes', () => {
    const { relay, advance } = limits();
    const booking = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const codes = Array.from({ length: NEW_NOTICES_PER_WINDOW + 1 }, (_, n) =>
      attempt(relay, 'nueva_reserva', true, '10.0.0.7', booking(n)),
    );
    expect(codes.filter((code) => code === 'admitido')).toHaveLength(NEW_NOTICES_PER_WINDOW);
    expect(codes.at(-1)).toBe('limite_avisos');
    // Another caller is not held back by this one, and this one may go on after the window.
    expect(attempt(relay, 'nueva_reserva', true, '10.0.0.8', booking(999))).toBe('admitido');
    advance(WINDOW_MS);
    expect(attempt(relay, 'nueva_reserva', true, '10.0.0.7', booking(1000))).toBe('admitido');
  });

  it('lets a caller test the connection TESTS_PER_WINDOW times in 10 minutes', () => {
    const { relay } = limits();
    const codes = Array.from({ length: TESTS_PER_WINDOW + 1 }, () =>
      attempt(relay, 'test', true, '10.0.0.7', null),
    );
    expect(codes.at(-2)).toBe('admitido');
    expect(codes.at(-1)).toBe('limite_avisos');
  });

  it('counts e-mails apart from webhook notices: a booking’s e-mails do not use up its notices', () => {
    const { relay } = limits();
    for (let n = 0; n < NEW_NOTICES_PER_WINDOW; n += 1) {
      const outcome = relay.begin(
        '10.0.0.9',
        'nueva_reserva',
        `correo reserva-${String(n)}`,
        'email',
      );
      expect(codeOf(outcome)).toBe('admitido');
    }
    expect(codeOf(relay.begin('10.0.0.9', 'nueva_reserva', 'correo otra', 'email'))).toBe(
      'limite_avisos',
    );
    expect(attempt(relay, 'nueva_reserva', true, '10.0.0.9', 'reserva-5000')).toBe('admitido');
  });
});
