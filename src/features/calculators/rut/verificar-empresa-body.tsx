import type { CarriedProps } from '@/components/forms/form-island';
import { CalculatorActions } from '../kit/calculator-actions';
import { RutChecker } from './rut-checker';

export const SII_LOOKUP_URL = 'https://zeus.sii.cl/cvc/stc/stc.html';

/** The RUT checker page, once in use (or rendered without prerendered HTML). */
export default function VerificarEmpresaBody({ carried }: CarriedProps) {
  return (
    <div className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="text-3xl font-semibold text-ink md:text-4xl">
        Verificar el RUT de una empresa
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">
        Revisa si un RUT está bien escrito: calculamos su dígito verificador con el método del
        módulo 11 y te lo mostramos con el formato correcto.
      </p>
      <div className="mt-8">
        <RutChecker carried={carried} />
      </div>
      <div className="mt-10 max-w-3xl space-y-4 text-ink">
        <h2 className="text-xl font-semibold">Qué prueba un dígito verificador correcto</h2>
        <p>
          El último carácter del RUT se calcula a partir de los demás: se multiplican las cifras, de
          derecha a izquierda, por 2, 3, 4, 5, 6 y 7, se suman, y el resto de dividir por 11 da el
          dígito (11 se escribe 0 y 10 se escribe K). Si no calza, el RUT tiene un error de tipeo.
        </p>
        <p>
          Un dígito correcto <strong>no prueba</strong> que la empresa exista, que esté activa, que
          tenga inicio de actividades ni quién la representa: cualquier número inventado tiene un
          dígito que calza.
        </p>
        <h2 className="text-xl font-semibold">Cómo saber si la empresa existe y está activa</h2>
        <p>
          El Servicio de Impuestos Internos ofrece una consulta pública de la situación tributaria
          de terceros: con el RUT muestra la razón social, si tiene inicio de actividades y sus
          actividades económicas.{' '}
          <a href={SII_LOOKUP_URL} className="text-link underline" rel="noopener noreferrer">
            Consultar en el SII
          </a>
          .
        </p>
        <p>
          Antes de firmar un contrato o pagar un anticipo importante, conviene revisar también la
          escritura y los poderes de quien firma.
        </p>
        <CalculatorActions
          plan="empresarial"
          label="Revisar la empresa con un abogado"
          printable={false}
        />
      </div>
    </div>
  );
}
