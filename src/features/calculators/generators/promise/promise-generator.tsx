import type { Generator } from '../kit/generator';
import {
  buildPurchasePromise,
  PROMISE_DEFAULTS,
  PROMISE_FIELDS,
  promiseErrors,
  promiseFileName,
} from '../templates/purchase-promise';

function PromiseGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Para qué sirve una promesa</h2>
      <p>
        La promesa de compraventa compromete a las partes a firmar la compraventa más adelante,
        cuando estén listos el estudio de títulos y el crédito hipotecario. Para que obligue debe
        cumplir el artículo 1554 del Código Civil: constar por escrito, referirse a un contrato
        válido, fijar un plazo o condición para firmarlo y especificarlo de modo que solo falte
        firmar la escritura. Por eso el modelo identifica el inmueble, fija el precio, la forma de
        pago y una fecha límite.
      </p>
      <h2 className="text-xl font-semibold">Arras o parte del precio</h2>
      <p>
        Si el dinero que se entrega al firmar la promesa es <strong>parte del precio</strong>,
        ninguna parte puede echarse atrás sin incumplir. Si se entrega como <strong>arras</strong>,
        cualquiera puede retractarse: quien las dio las pierde y quien las recibió las devuelve
        dobladas (artículo 1803 del Código Civil).
      </p>
      <h2 className="text-xl font-semibold">Antes de firmar</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          Pide el certificado de dominio vigente y el de hipotecas, gravámenes y prohibiciones del
          Conservador de Bienes Raíces, y revisa que quien vende sea el dueño.
        </li>
        <li>
          Si compras con crédito, pide la preaprobación antes y fija una fecha límite que dé tiempo
          al banco.
        </li>
        <li>
          Firma ante notario: las promesas de inmuebles suelen firmarse por escritura pública o con
          firmas autorizadas, y es lo que piden los bancos.
        </li>
        <li>No entregues dinero sin un documento firmado que diga a qué título lo entregas.</li>
      </ul>
      <h2 className="text-xl font-semibold">Lo que este modelo no cubre</h2>
      <p>
        Viviendas en verde o en blanco (que tienen reglas propias), ventas con subsidio, inmuebles
        con hipoteca que se alzará con el precio, herencias sin posesión efectiva o vendedores
        casados en sociedad conyugal. En esos casos un abogado debe adaptar la promesa.
      </p>
    </>
  );
}

export const PROMISE_GENERATOR: Generator = {
  draftId: 'generador-promesa',
  title: 'Generador de promesa de compraventa',
  intro:
    'Responde las preguntas y obtén una promesa de compraventa de un inmueble lista para revisar, descargar en Word e imprimir.',
  fields: () => PROMISE_FIELDS,
  defaults: PROMISE_DEFAULTS,
  crossCheck: promiseErrors,
  build: buildPurchasePromise,
  fileName: promiseFileName,
  plan: 'contratos-express-revision',
  Guide: PromiseGuide,
};
