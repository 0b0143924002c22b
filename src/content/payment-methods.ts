/**
 * How a consultation can be paid, in one list: the booking's last step, /pago and the home page
 * show the same methods in the same state.
 */
export interface PaymentMethodInfo {
  id: 'transferencia' | 'tarjeta' | 'mercado-pago' | 'bitcoin';
  name: string;
  detail: string;
  /** Not offered yet: shown as 'Próximamente' and never selectable. */
  soon: boolean;
}

export const PAYMENT_METHODS: readonly PaymentMethodInfo[] = [
  { id: 'transferencia', name: 'Transferencia bancaria', detail: 'Sin comisión', soon: false },
  {
    id: 'tarjeta',
    name: 'Tarjeta de débito o crédito',
    detail: 'Webpay de Transbank',
    soon: false,
  },
  { id: 'mercado-pago', name: 'Mercado Pago', detail: 'Hasta 12 cuotas', soon: true },
  { id: 'bitcoin', name: 'Bitcoin', detail: 'Criptomonedas', soon: true },
];

/** The home page's one line about paying. */
export const PAYMENT_SUMMARY = 'Transferencia sin comisión o tarjeta con Webpay';
