// @vitest-environment jsdom
import {
  clearPaymentData,
  PAYMENT_DATA_KEY,
  readPaymentData,
  readTransbankPayment,
  transbankPayment,
  TRANSBANK_PAYMENT_KEY,
  writePaymentData,
  writeTransbankPayment,
  type PaymentData,
} from './payment-data';
import { setCurrentOwner } from '../../lib/storage/record-owner';

const data: PaymentData = {
  id: '1763820000000',
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

const BOOKED_AT = Number(data.id);

describe('paymentData', () => {
  it('round-trips the spec shape with the reservation id, in this tab only', () => {
    writePaymentData(data, BOOKED_AT);
    expect(readPaymentData({ now: BOOKED_AT })).toEqual(data);
    expect(localStorage.getItem(PAYMENT_DATA_KEY)).toBeNull();
  });

  it('is stamped for the person using the tab, and hidden from anyone else', () => {
    setCurrentOwner('usuario-1');
    writePaymentData(data, BOOKED_AT);
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_DATA_KEY) ?? '{}')).toMatchObject({
      owner: 'usuario-1',
      savedAt: BOOKED_AT,
    });
    expect(readPaymentData({ now: BOOKED_AT, person: 'usuario-2' })).toBeUndefined();
    expect(sessionStorage.getItem(PAYMENT_DATA_KEY)).toBeNull();
  });

  it('never trusts corrupt or tampered storage', () => {
    for (const stored of [
      'garbage',
      JSON.stringify({ ...data, savedAt: Date.now(), reservaId: 'no-es-uuid' }),
      JSON.stringify({ ...data, savedAt: Date.now(), hora: '23:00' }),
      JSON.stringify({ ...data, savedAt: Date.now(), cliente: {} }),
      JSON.stringify({ ...data, savedAt: Date.now(), paymentMethod: 'regalo' }),
      JSON.stringify({ ...data }),
      JSON.stringify([data]),
    ]) {
      sessionStorage.setItem(PAYMENT_DATA_KEY, stored);
      expect(readPaymentData()).toBeUndefined();
    }
  });

  it('builds the card record of spec section 3 from the catalogue price', () => {
    const record = transbankPayment(data, 35000, 'https://puntolegal.cl', 1763820000123);
    expect(record.transbankData).toEqual({
      amount: '35000',
      orderId: 'PL-1763820000123',
      sessionId: data.id,
      returnUrl: 'https://puntolegal.cl/payment-success?method=transbank',
      cancelUrl: 'https://puntolegal.cl/pago',
    });
    writeTransbankPayment(record, BOOKED_AT + 1000);
    expect(readTransbankPayment({ now: BOOKED_AT + 1000 })).toEqual(record);
    sessionStorage.setItem(
      TRANSBANK_PAYMENT_KEY,
      JSON.stringify({
        ...record,
        savedAt: BOOKED_AT,
        transbankData: { ...record.transbankData, amount: '35.000' },
      }),
    );
    expect(readTransbankPayment({ now: BOOKED_AT })).toBeUndefined();
  });

  it('clears both records', () => {
    writePaymentData(data);
    writeTransbankPayment(transbankPayment(data, 35000, 'https://x.cl', 1));
    clearPaymentData();
    expect(sessionStorage.length).toBe(0);
  });
});
