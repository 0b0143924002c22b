/**
 * The firm's account for bank transfers, shown on the booking's payment step and on /pago.
 * The spec only gives placeholders: these values must be replaced by the firm's real account
 * before launch (the RUT below has a valid check digit so the format can be verified).
 */
export const bankAccount = {
  banco: 'Banco de Chile',
  tipoCuenta: 'Cuenta Corriente',
  numeroCuenta: '00-123-45678-09',
  rut: '76.543.210-3',
  titular: 'Punto Legal SpA',
  email: 'pagos@puntolegal.cl',
} as const;

export const BANK_FIELDS: readonly { key: keyof typeof bankAccount; label: string }[] = [
  { key: 'banco', label: 'Banco' },
  { key: 'tipoCuenta', label: 'Tipo de cuenta' },
  { key: 'numeroCuenta', label: 'Número de cuenta' },
  { key: 'rut', label: 'RUT' },
  { key: 'titular', label: 'Titular' },
  { key: 'email', label: 'Correo para el comprobante' },
];
