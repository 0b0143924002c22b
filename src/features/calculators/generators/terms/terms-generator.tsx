import type { Generator } from '../kit/generator';
import { SHOP_DEFAULTS, SHOP_FIELDS } from '../templates/shop-fields';
import { buildShopTerms, shopFileName } from '../templates/shop-terms';

function TermsGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Qué debe tener una tienda online</h2>
      <p>
        La Ley N° 19.496 exige que el comprador pueda leer y guardar los términos antes de comprar,
        y que reciba la confirmación de su compra (artículo 12 A). En las compras a distancia el
        consumidor tiene derecho a retracto por 10 días (artículo 3 bis), y todo producto nuevo
        tiene una garantía legal de 6 meses para elegir cambio, reparación o devolución (artículos
        19 a 21). Una cláusula que limite esos derechos no vale.
      </p>
      <h2 className="text-xl font-semibold">
        La política de privacidad desde el 1 de diciembre de 2026
      </h2>
      <p>
        Desde esa fecha rige la Ley N° 19.628 reformada por la Ley N° 21.719. La tienda debe
        publicar su política con versión y fecha, quién es el responsable y cómo contactarlo, qué
        datos trata, para qué y con qué base, a quién los comunica, si los envía al extranjero, por
        cuánto tiempo los guarda, cómo los protege, los derechos de las personas y cómo ejercerlos,
        y el derecho a reclamar ante la Agencia de Protección de Datos Personales. Las solicitudes
        se responden dentro de 30 días corridos.
      </p>
      <h2 className="text-xl font-semibold">Antes de publicarlos</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Revisa que lo que dicen los términos sea lo que la tienda hace de verdad.</li>
        <li>
          Enumera a todos los proveedores que reciben datos (pagos, despacho, correo, alojamiento,
          analítica) y firma con ellos contratos de encargo de tratamiento.
        </li>
        <li>
          Si envías ofertas por correo, pide un consentimiento separado, no marcado de antemano, y
          pon un enlace para darse de baja en cada envío.
        </li>
        <li>Guarda cada versión publicada con su fecha.</li>
      </ul>
      <h2 className="text-xl font-semibold">Lo que este modelo no cubre</h2>
      <p>
        Suscripciones y cobros recurrentes, marketplaces con vendedores externos, venta de productos
        regulados, menores de edad como clientes, datos sensibles o perfiles con fines
        publicitarios. En esos casos la política necesita reglas adicionales.
      </p>
    </>
  );
}

export const TERMS_GENERATOR: Generator = {
  draftId: 'generador-terminos',
  title: 'Generador de términos y política de privacidad',
  intro:
    'Responde las preguntas sobre tu tienda online y obtén sus términos y condiciones y su política de privacidad, listos para revisar, descargar en Word e imprimir.',
  fields: () => SHOP_FIELDS,
  defaults: SHOP_DEFAULTS,
  build: buildShopTerms,
  fileName: shopFileName,
  plan: 'ecommerce-compliance-terminos',
  Guide: TermsGuide,
};
