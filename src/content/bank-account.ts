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

/** Each field with its label and the name of its copy button ("Copiar número de cuenta"). */
export const BANK_FIELDS: readonly {
  key: keyof typeof bankAccount;
  label: string;
  copyName: string;
}[] = [
  { key: 'banco', label: 'Banco', copyName: 'banco' },
  { key: 'tipoCuenta', label: 'Tipo de cuenta', copyName: 'tipo de cuenta' },
  { key: 'numeroCuenta', label: 'Número de cuenta', copyName: 'número de cuenta' },
  { key: 'rut', label: 'RUT', copyName: 'RUT' },
  { key: 'titular', label: 'Titular', copyName: 'titular' },
  { key: 'email', label: 'Correo para el comprobante', copyName: 'correo' },
];
