import type { LegalRule } from '../kit/legal-basis';

export const PROPIEDADES_RULES: readonly LegalRule[] = [
  {
    article: 'Decreto 588',
    law: 'del Ministerio de Justicia (arancel de los Conservadores)',
    summary:
      'Cada inscripción paga 2 por mil del monto del contrato en los Conservadores de Santiago, San Miguel, Valparaíso y Viña del Mar, y 3 por mil en los demás, sobre una base con tope: $128.000.000 en el arancel de 1998, que puede haberse actualizado. La hipoteca se inscribe aparte.',
  },
  {
    article: 'Art. 1 N°3',
    law: 'DL 3.475 (Ley de Timbres y Estampillas)',
    summary:
      'Desde el 1 de enero de 2016, un crédito con vencimiento paga 0,066% de su monto por cada mes o fracción hasta el vencimiento, con un máximo de 0,8%.',
  },
  {
    article: 'Art. 14',
    law: 'DL 825 (Ley sobre Impuesto a las Ventas y Servicios)',
    summary:
      'La tasa del IVA es 19%. La comisión de corretaje de 2% más IVA es una práctica del mercado, no una regla legal: se pacta con el corredor.',
  },
  {
    article: 'Ley 17.235',
    law: 'sobre Impuesto Territorial',
    summary:
      'Las contribuciones son un impuesto anual sobre el avalúo fiscal de la propiedad, aparte de los gastos de la compra. Las viviendas bajo un monto exento no lo pagan.',
  },
];
