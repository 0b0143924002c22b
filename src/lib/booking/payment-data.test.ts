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

afterEach(() => {
  localStorage.clear();
});

describe('paymentData', () => {
  it('round-trips the spec shape with the reservation id', () => {
    writePaymentData(data);
    expect(readPaymentData()).toEqual(data);
  });

  it('never trusts corrupt or tampered storage', () => {
    for (const stored of [
      'garbage',
      JSON.stringify({ ...data, reservaId: 'no-es-uuid' }),
      JSON.stringify({ ...data, hora: '23:00' }),
      JSON.stringify({ ...data, cliente: {} }),
      JSON.stringify({ ...data, paymentMethod: 'regalo' }),
      JSON.stringify([data]),
    ]) {
      localStorage.setItem(PAYMENT_DATA_KEY, stored);
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
    writeTransbankPayment(record);
    expect(readTransbankPayment()).toEqual(record);
    localStorage.setItem(
      TRANSBANK_PAYMENT_KEY,
      JSON.stringify({ ...record, transbankData: { ...record.transbankData, amount: '35.000' } }),
    );
    expect(readTransbankPayment()).toBeUndefined();
  });

  it('clears both records', () => {
    writePaymentData(data);
    writeTransbankPayment(transbankPayment(data, 35000, 'https://x.cl', 1));
    clearPaymentData();
    expect(localStorage.length).toBe(0);
  });
});
