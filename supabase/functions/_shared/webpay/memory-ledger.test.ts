import type { WebpayTransaction } from './client.ts';
import { CLAIM_MS, createMemoryLedger } from './memory-ledger.ts';

const TOKEN = 'a'.repeat(64);
const ORDEN = 'PL-1A2B3C4D-1';
const SESION = '0d6c3b8e-7a41-4c2f-8e1b-3f9a2c4d5e6f';

const authorized = (overrides: Partial<WebpayTransaction> = {}): WebpayTransaction => ({
  amount: 35000,
  status: 'AUTHORIZED',
  buy_order: ORDEN,
  session_id: SESION,
  response_code: 0,
  ...overrides,
});

function ledgerAt(start = 1_000_000) {
  let clock = start;
  const ledger = createMemoryLedger(() => clock);
  ledger.remember(TOKEN, ORDEN, 35000, SESION);
  return {
    ledger,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the embedded relay’s ledger keeps the database’s rules', () => {
  it('names an attempt by its token, or by its order with its own session, never by the order alone', async () => {
    const { ledger } = ledgerAt();
    expect(
      await ledger.annul({ orden: ORDEN, sesion: 'otra-sesion' }, 'tiempo_agotado'),
    ).toBeNull();
    expect(
      await ledger.annul({ orden: 'PL-00000000-1', sesion: SESION }, 'tiempo_agotado'),
    ).toBeNull();
    expect(ledger.lookup(TOKEN)?.result).toBeNull();
    expect(await ledger.annul({ orden: ORDEN, sesion: SESION }, 'tiempo_agotado')).toEqual({
      estado: 'anulado',
      motivo: 'tiempo_agotado',
      orden: ORDEN,
    });
  });

  it('lets no return annul an attempt claimed for a commit, during it or after its claim ran out', async () => {
    const { ledger, advance } = ledgerAt();
    expect(await ledger.claim(TOKEN)).toEqual({ kind: 'claimed', orden: ORDEN });
    expect(await ledger.claim(TOKEN)).toEqual({ kind: 'busy', orden: ORDEN });
    for (const wait of [0, CLAIM_MS + 1]) {
      advance(wait);
      expect(await ledger.annul({ token: TOKEN }, 'cancelado')).toEqual({
        estado: 'pendiente',
        motivo: null,
        orden: ORDEN,
      });
    }
    // The claim ran out: the sweep may claim it again, and close it after asking Webpay.
    expect(await ledger.claim(TOKEN)).toEqual({ kind: 'claimed', orden: ORDEN });
    expect(await ledger.annul({ token: TOKEN }, 'sin_retorno')).toMatchObject({
      estado: 'anulado',
      motivo: 'sin_retorno',
    });
  });

  it.each([
    ['its own', authorized(), null],
    ['another amount', authorized({ amount: 1000 }), 'no_coincide'],
    ['another order', authorized({ buy_order: 'PL-00000000-1' }), 'no_coincide'],
    ['another session', authorized({ session_id: 'otra' }), 'no_coincide'],
  ])('records an authorization with %s as approved', async (_, transaction, motivo) => {
    const { ledger } = ledgerAt();
    await ledger.claim(TOKEN);
    expect(await ledger.record(TOKEN, transaction)).toEqual({
      estado: 'aprobado',
      motivo,
      orden: ORDEN,
    });
  });

  it('records as approved, to refund, an authorization of an attempt annulled meanwhile', async () => {
    const { ledger } = ledgerAt();
    await ledger.annul({ token: TOKEN }, 'cancelado');
    expect(await ledger.record(TOKEN, authorized())).toEqual({
      estado: 'aprobado',
      motivo: 'intento_anulado',
      orden: ORDEN,
    });
    // A settled result stands from then on, and a declined answer never reopens an annulment.
    expect(
      await ledger.record(TOKEN, authorized({ response_code: -1, status: 'FAILED' })),
    ).toMatchObject({
      estado: 'aprobado',
    });
    const other = ledgerAt().ledger;
    await other.annul({ token: TOKEN }, 'cancelado');
    expect(
      await other.record(TOKEN, authorized({ response_code: -1, status: 'FAILED' })),
    ).toMatchObject({
      estado: 'anulado',
      motivo: 'cancelado',
    });
  });
});
