import { formatDecimal, formatRate } from './format-decimal';
import { GLOBAL_COMPLEMENTARIO_SCALE } from './global-complementario';
import { bracketLabel } from './impuestos-form';

/** The scale, how the tax is computed from it, and what the estimate leaves out. */
export function ImpuestosGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        El Impuesto Global Complementario se calcula sobre la renta de todo el año, medida en
        unidades tributarias anuales (UTA). Cada tasa se aplica solo a la parte de la renta que cae
        en su tramo. Para hacerlo en un paso, se multiplica toda la renta por la tasa de su tramo y
        se resta una cantidad fija, la «cantidad a rebajar», que descuenta lo que se habría cobrado
        de más en los tramos inferiores.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">
          Escala del art. 52 de la Ley sobre Impuesto a la Renta, vigente desde la Ley 21.210
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              Renta anual
            </th>
            <th scope="col" className="py-2 pr-3">
              Tasa
            </th>
            <th scope="col" className="py-2">
              Cantidad a rebajar
            </th>
          </tr>
        </thead>
        <tbody>
          {GLOBAL_COMPLEMENTARIO_SCALE.brackets.map((bracket) => (
            <tr key={bracket.fromUta} className="border-b border-line">
              <td className="py-2 pr-3">{bracketLabel(bracket)}</td>
              <td className="py-2 pr-3">{formatRate(bracket.rate)}</td>
              <td className="py-2">{formatDecimal(bracket.rebateUta)} UTA</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        La UTA es 12 veces la UTM de diciembre del año de la renta. Usa el valor que publica el SII
        para ese año: el que sugerimos es aproximado.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta estimación no incluye</h2>
      <p>
        No descuenta créditos, retenciones ni rebajas: el impuesto que ya te retuvieron del sueldo o
        de tus boletas de honorarios, los créditos por impuestos pagados por una empresa y las
        rebajas que permite la ley se restan en tu declaración anual. Por eso lo que pagues o te
        devuelvan en la Operación Renta puede ser muy distinto de esta cifra.
      </p>
      <h2 className="text-xl font-semibold">Si tienes una empresa</h2>
      <p>
        Los retiros y dividendos que recibes de una empresa tributan según el régimen de la empresa:
        el régimen general semi integrado o el régimen Pro Pyme, general o transparente. La tasa y
        los créditos que te corresponden dependen de ese régimen: verifícalos con el SII o con un
        abogado tributario.
      </p>
      <h2 className="text-xl font-semibold">Cuándo hablar con un abogado</h2>
      <p>
        Si tienes rentas de varias fuentes, rentas del extranjero, una notificación o citación del
        SII, o quieres ordenar tus impuestos antes de la Operación Renta, conviene revisarlo con un
        abogado tributario con tus documentos.
      </p>
    </>
  );
}
