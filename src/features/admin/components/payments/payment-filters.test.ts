import {
  defaultFilter,
  matchesFilter,
  matchesSearch,
  newestFirst,
  type PaymentFilter,
} from './payment-filters';
import { aPayment } from './test-fixtures';

const card = aPayment();
const toVerify = aPayment({
  id: 'pago-2',
  reservaId: 'ffee0011-0000-4000-8000-000000000002',
  metodo: 'transferencia',
  estado: 'por_verificar',
  numeroComprobante: '987654',
  ordenCompra: null,
  createdAt: '2026-11-24T12:00:00Z',
  reserva: { nombre: 'Bruno Díaz', email: 'bruno@ejemplo.cl' },
});
const annulled = aPayment({ id: 'pago-3', estado: 'anulado', motivo: 'cancelado' });
const owed = aPayment({ id: 'pago-4', reserva: { estado: 'cancelada' } });

const under = (filter: PaymentFilter) =>
  [card, toVerify, annulled, owed].filter((p) => matchesFilter(p, filter)).map((p) => p.id);

describe('payment filters', () => {
  it('sorts the payments under each filter', () => {
    expect(under('por_verificar')).toEqual(['pago-2']);
    expect(under('tarjeta')).toEqual(['pago-1', 'pago-3', 'pago-4']);
    expect(under('reembolsos')).toEqual(['pago-3', 'pago-4']);
    expect(under('todos')).toEqual(['pago-1', 'pago-2', 'pago-3', 'pago-4']);
  });

  it('opens on the transfers to verify when there are any', () => {
    expect(defaultFilter([card, toVerify])).toBe('por_verificar');
    expect(defaultFilter([card])).toBe('todos');
  });

  it('finds a payment by booking code, name, e-mail, buy order or receipt number', () => {
    expect(matchesSearch(toVerify, 'ffee0011')).toBe(true);
    expect(matchesSearch(toVerify, '#FFEE-0011')).toBe(true);
    expect(matchesSearch(toVerify, 'ffee')).toBe(true);
    expect(matchesSearch(toVerify, 'díaz')).toBe(true);
    expect(matchesSearch(toVerify, 'BRUNO@')).toBe(true);
    expect(matchesSearch(toVerify, '9876')).toBe(true);
    expect(matchesSearch(card, 'pl-1a2b')).toBe(true);
    expect(matchesSearch(card, 'ffee0011')).toBe(false);
    expect(matchesSearch(card, '  ')).toBe(true);
  });

  it('lists the newest first', () => {
    expect(newestFirst([card, toVerify]).map((p) => p.id)).toEqual(['pago-2', 'pago-1']);
  });
});
