// @vitest-environment jsdom
import { currentOwner, setCurrentOwner } from '../../lib/storage/record-owner';
import { readBookingDraft, writeBookingDraft, EMPTY_DATOS } from './booking-draft';
import { bindBookingRecords, clearBookingRecords, PAYMENT_RECORD_MS } from './booking-records';
import {
  readPaymentData,
  readTransbankPayment,
  transbankPayment,
  writePaymentData,
  writeTransbankPayment,
  type PaymentData,
} from './payment-data';

const NOW = Date.UTC(2026, 10, 23, 12);
const payment: PaymentData = {
  id: String(NOW),
  reservaId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  plan: 'laboral',
  service: 'Consulta Laboral',
  category: 'Laboral',
  price: '35.000',
  fecha: '2026-11-24',
  hora: '10:00',
  tipo_reunion: 'videollamada',
  cliente: { nombre: 'Ana', email: 'ana@ejemplo.cl', telefono: '+56912345678' },
};
const draft = {
  plan: 'laboral',
  datos: { ...EMPTY_DATOS, nombre: 'Ana' },
  fecha: null,
  hora: null,
  tipoReunion: 'videollamada' as const,
};

/** Everything a booking leaves in the tab, written for `owner`. */
function storeEverything(owner: string | undefined) {
  setCurrentOwner(owner);
  writeBookingDraft(draft, owner, NOW);
  writePaymentData(payment, NOW);
  writeTransbankPayment(transbankPayment(payment, 35000, 'https://x.cl', NOW), NOW);
}

const everything = (person: string) => [
  readBookingDraft({ now: NOW, person })?.value.datos.nombre,
  readPaymentData({ now: NOW, person })?.reservaId,
  readTransbankPayment({ now: NOW, person })?.transbankData.orderId,
];

describe('booking records of a tab', () => {
  it('go when another person signs in', () => {
    storeEverything('anonimo');
    bindBookingRecords('usuario-1', NOW);
    expect(sessionStorage.length).toBe(0);
    expect(currentOwner()).toBe('usuario-1');
  });

  it('stay with the person who left them', () => {
    storeEverything('usuario-1');
    bindBookingRecords('usuario-1', NOW);
    expect(everything('usuario-1')).toEqual(['Ana', payment.reservaId, `PL-${String(NOW)}`]);
  });

  it('written before anybody was known, become the next known person’s', () => {
    storeEverything(undefined);
    bindBookingRecords('anonimo', NOW);
    expect(everything('anonimo')).toEqual(['Ana', payment.reservaId, `PL-${String(NOW)}`]);
    expect(everything('usuario-1')).toEqual([undefined, undefined, undefined]);
  });

  it('all go on sign-out', () => {
    storeEverything('usuario-1');
    clearBookingRecords();
    expect(sessionStorage.length).toBe(0);
  });

  it('expire with the hold, counted from the booking even for a card payment prepared later', () => {
    setCurrentOwner('anonimo');
    writePaymentData(payment, NOW);
    const hourLater = NOW + 60 * 60 * 1000;
    writeTransbankPayment(transbankPayment(payment, 35000, 'https://x.cl', hourLater), hourLater);
    const end = NOW + PAYMENT_RECORD_MS;
    expect(readPaymentData({ now: end })).toBeDefined();
    expect(readTransbankPayment({ now: end })).toBeDefined();
    expect(readPaymentData({ now: end + 1 })).toBeUndefined();
    expect(readTransbankPayment({ now: end + 1 })).toBeUndefined();
  });
});
