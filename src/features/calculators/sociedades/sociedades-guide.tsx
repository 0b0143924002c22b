import { COMPANY_TYPE_IDS, COMPANY_TYPES, type CompanyTypeInfo } from './company-types';

function partnersCell({ minPartners, maxPartners }: CompanyTypeInfo): string {
  if (maxPartners === minPartners) return `Solo ${minPartners}`;
  if (maxPartners !== null) return `De ${minPartners} a ${maxPartners}`;
  return `${minPartners} o más`;
}

/** The four kinds of company side by side. */
function CompanyTypesTable() {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-xl text-left text-sm">
        <caption className="sr-only">Comparación de los tipos de sociedad</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              Tipo
            </th>
            <th scope="col" className="py-2 pr-3">
              Socios
            </th>
            <th scope="col" className="py-2 pr-3">
              Responden
            </th>
            <th scope="col" className="py-2 pr-3">
              Quién puede ser socio
            </th>
            <th scope="col" className="py-2">
              Uso típico
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPANY_TYPE_IDS.map((id) => {
            const info = COMPANY_TYPES[id];
            return (
              <tr key={id} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {info.name} ({info.abbreviation})
                </th>
                <td className="py-2 pr-3">{partnersCell(info)}</td>
                <td className="py-2 pr-3">{info.liability}</td>
                <td className="py-2 pr-3">{info.whoCanBePartner}</td>
                <td className="py-2">{info.typicalUse}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The two routes, what they cost, the types compared and when to see a lawyer. */
export function SociedadesGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Dos caminos para constituirla</h2>
      <p>
        Desde 2013, la Ley 20.659 permite constituir una empresa en el Registro de Empresas y
        Sociedades (Tu Empresa en un Día): se llena un formulario en línea y lo firman todos los
        socios con firma electrónica avanzada, propia o de un notario. El registro es gratuito y no
        exige escritura, extracto ni publicación. Después de que firma el primero, los demás tienen
        60 días para firmar.
      </p>
      <p>
        El camino tradicional sigue vigente: se firma una escritura pública en una notaría, su
        extracto se publica en el Diario Oficial y se inscribe en el Registro de Comercio del
        Conservador. La publicación es gratis si el capital no supera 5.000 UF y cuesta 1 UF si lo
        supera. La inscripción y la publicación tienen plazos legales que corren desde la fecha de
        la escritura: confírmalos con la notaría.
      </p>
      <p>
        Por cualquiera de los dos caminos, la sociedad obtiene después su RUT y hace el inicio de
        actividades en el SII, sin costo, y abre su cuenta bancaria.
      </p>
      <h2 className="text-xl font-semibold">Qué cuesta</h2>
      <p>
        El registro electrónico y la publicación hasta 5.000 UF son gratuitos. Lo que cobran la
        notaría y el Conservador no lo fija una tarifa que hayamos podido confirmar: los montos que
        aparecen son referenciales, así que cotízalos y corrígelos. En el registro electrónico se
        constituyen la SpA, la limitada, la EIRL y la sociedad anónima cerrada, entre otras (Ley
        20.659, art. 2).
      </p>
      <h2 className="text-xl font-semibold">Los tipos de sociedad</h2>
      <CompanyTypesTable />
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Los honorarios por redactar los estatutos, la firma electrónica avanzada si decides
        comprarla, patentes municipales ni permisos de tu giro. Los estatutos deciden quién
        administra, cómo entra y sale un socio y qué pasa si no se ponen de acuerdo: un abogado
        puede redactarlos a la medida antes de que firmes.
      </p>
    </>
  );
}
