import type { AnswerField, Answers } from '../kit/answer-fields';

// The questions about an online shop whose terms and privacy policy are generated, by group.
const SHOP = 'La tienda';
const SALES = 'Ventas y despacho';
const DATA = 'Datos personales';
const VERSION = 'Versión';

export const SHOP_FIELDS: readonly AnswerField[] = [
  { name: 'nombreTienda', label: 'Nombre de la tienda', kind: 'text', group: SHOP },
  { name: 'razonSocial', label: 'Razón social', kind: 'text', group: SHOP },
  { name: 'rutEmpresa', label: 'RUT de la empresa', kind: 'rut', group: SHOP },
  {
    name: 'representante',
    label: 'Representante legal',
    kind: 'text',
    group: SHOP,
    hint: 'Nombre completo.',
  },
  {
    name: 'domicilio',
    label: 'Domicilio',
    kind: 'text',
    group: SHOP,
    hint: 'Dirección postal donde recibir solicitudes y reclamos.',
  },
  { name: 'correo', label: 'Correo de contacto', kind: 'email', group: SHOP },
  {
    name: 'sitio',
    label: 'Dirección del sitio web',
    kind: 'text',
    group: SHOP,
    hint: 'Por ejemplo www.mitienda.cl.',
  },
  {
    name: 'productos',
    label: 'Vende',
    kind: 'choice',
    group: SALES,
    choices: [
      { value: 'bienes', label: 'Productos' },
      { value: 'servicios', label: 'Servicios' },
      { value: 'ambos', label: 'Productos y servicios' },
    ],
  },
  {
    name: 'despacho',
    label: 'Plazo de despacho (días hábiles)',
    kind: 'whole',
    min: 1,
    max: 60,
    group: SALES,
  },
  { name: 'zonas', label: 'Zonas de despacho', kind: 'text', group: SALES },
  { name: 'mediosPago', label: 'Medios de pago', kind: 'text', group: SALES },
  {
    name: 'datos',
    label: 'Datos que pide a sus clientes',
    kind: 'long-text',
    group: DATA,
  },
  {
    name: 'proveedores',
    label: 'Quiénes más reciben esos datos',
    kind: 'long-text',
    group: DATA,
    hint: 'Empresas que tratan datos por cuenta de la tienda: pago, despacho, alojamiento del sitio, correo.',
  },
  {
    name: 'extranjero',
    label: 'Datos guardados o enviados fuera de Chile',
    kind: 'long-text',
    optional: true,
    group: DATA,
    hint: 'Por ejemplo: el alojamiento del sitio está en Estados Unidos. Vacío si todo queda en Chile.',
  },
  {
    name: 'boletin',
    label: 'Envía ofertas por correo',
    kind: 'choice',
    group: DATA,
    choices: [
      { value: 'si', label: 'Sí, a quien lo acepte' },
      { value: 'no', label: 'No' },
    ],
  },
  { name: 'version', label: 'Versión', kind: 'text', group: VERSION },
  { name: 'fecha', label: 'Fecha de publicación', kind: 'date', group: VERSION },
];

export const SHOP_DEFAULTS: Answers = {
  productos: 'bienes',
  despacho: '5',
  zonas: 'todo Chile continental',
  mediosPago: 'tarjetas de débito y crédito y transferencia bancaria',
  datos:
    'nombre, RUT, correo electrónico, teléfono, dirección de despacho y el detalle de tus compras',
  proveedores:
    'la empresa que procesa los pagos, la empresa de transporte que entrega los pedidos y el proveedor que aloja el sitio',
  boletin: 'si',
  version: '1.0',
};
