/** The SII's site, where the avalúo fiscal and the contribuciones of a property can be checked. */
export const SII_URL = 'https://www.sii.cl';

/** How the costs are computed, what the calculator leaves out and when to see a lawyer. */
export function PropiedadesGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        El Conservador de Bienes Raíces cobra por inscribir la compraventa a tu nombre: 2 por mil
        del precio en Santiago, San Miguel, Valparaíso y Viña del Mar, y 3 por mil en el resto del
        país. El arancel pone un tope a la base sobre la que se cobra; el de 1998 era de
        $128.000.000 y puede haberse actualizado, por eso puedes cambiarlo. Si compras con crédito,
        la hipoteca se inscribe aparte y paga lo mismo sobre el monto del crédito.
      </p>
      <p>
        El crédito paga además el impuesto de timbres y estampillas: 0,066% del monto por cada mes
        de plazo, con un máximo de 0,8%. Un crédito hipotecario de 13 meses o más paga ese máximo.
      </p>
      <h2 className="text-xl font-semibold">Los valores referenciales</h2>
      <p>
        Para la notaría, el estudio de títulos y los certificados no pudimos confirmar tarifas
        vigentes: los valores que aparecen son referencias de años anteriores. Pide una cotización y
        corrígelos. La comisión del corredor de 2% más IVA es una costumbre del mercado, no una
        regla legal: se negocia con el corredor.
      </p>
      <h2 className="text-xl font-semibold">Las contribuciones, aparte</h2>
      <p>
        Las contribuciones (impuesto territorial) no son un gasto de la compra: se pagan cada año
        sobre el avalúo fiscal de la propiedad, y las viviendas bajo un monto exento no las pagan.
        Revisa el avalúo y las contribuciones de la propiedad en{' '}
        <a href={SII_URL} className="text-link underline" rel="noopener noreferrer">
          sii.cl
        </a>
        .
      </p>
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Los gastos del banco (tasación, gastos operacionales, seguros de desgravamen e incendio),
        los cargos fijos del Conservador por página y por copia, ni las deudas de la propiedad
        (contribuciones atrasadas, gastos comunes). Antes de firmar la promesa conviene que un
        abogado revise los títulos de los últimos años, los certificados y el borrador de la
        escritura: un problema en los títulos puede impedir la inscripción o el crédito.
      </p>
    </>
  );
}
