import type { StaffPayment } from '@/backend/port';

/**
 * A card payment approved on Monday 23 November 2026 at 09:00 in Santiago, for a confirmed
 * booking of 30 November; changed as a test needs (`reserva` merged).
 */
export function aPayment(
  change: Omit<Partial<StaffPayment>, 'reserva'> & {
    reserva?: Partial<StaffPayment['reserva']>;
  } = {},
): StaffPayment {
  const { reserva, ...rest } = change;
  return {
    id: 'pago-1',
    reservaId: '1a2b3c4d-0000-4000-8000-000000000001',
    metodo: 'tarjeta',
    estado: 'aprobado',
    monto: 35000,
    motivo: null,
    numeroComprobante: null,
    tieneArchivo: false,
    ordenCompra: 'PL-1A2B3C4D-1',
    codigoAutorizacion: '1213',
    ultimosDigitos: '6623',
    tipoPago: 'VN',
    cuotas: 0,
    codigoRespuesta: 0,
    montoReembolsado: null,
    createdAt: '2026-11-23T12:00:00Z',
    resueltoEn: '2026-11-23T12:01:00Z',
    ...rest,
    reserva: {
      nombre: 'Ana Pérez',
      email: 'ana@ejemplo.cl',
      fecha: '2026-11-30',
      hora: '10:00',
      servicio: 'Consulta Laboral',
      estado: 'confirmada',
      expiraEn: null,
      ...reserva,
    },
  };
}
