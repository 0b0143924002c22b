const PJUD = 'https://oficinajudicialvirtual.pjud.cl';

/** How anyone checks a court case in the Poder Judicial's public system, with no account here. */
export function CourtCaseGuide() {
  return (
    <section aria-labelledby="causas-pjud" className="space-y-4 text-ink">
      <h2 id="causas-pjud" className="text-xl font-semibold">
        Cómo revisar una causa en el Poder Judicial
      </h2>
      <p>
        El estado de un juicio no lo lleva este sitio: lo publica el Poder Judicial en su Oficina
        Judicial Virtual, gratis y sin intermediarios. Así lo revisas:
      </p>
      <ol className="list-decimal space-y-2 pl-6">
        <li>
          Entra a la{' '}
          <a href={PJUD} className="font-semibold text-link underline" rel="noopener">
            Oficina Judicial Virtual
          </a>{' '}
          y elige la consulta de causas. No necesitas clave para las causas públicas.
        </li>
        <li>
          Elige la competencia del tribunal: Corte Suprema, Cortes de Apelaciones, civil, laboral,
          penal, cobranza laboral y previsional, o familia.
        </li>
        <li>
          Busca por el <strong>RIT</strong>, el rol que el tribunal le da a la causa (una letra, el
          número y el año, por ejemplo C-1234-2025 en un juzgado civil), indicando el tribunal; en
          materia penal también por el <strong>RUC</strong>, el rol único que asigna la Fiscalía; o
          por el nombre o RUT de una de las partes.
        </li>
        <li>
          Abre la causa: verás su estado, las resoluciones del tribunal y los escritos presentados.
        </li>
      </ol>
      <p>
        Las causas de familia son reservadas: solo las ven las partes y sus abogados. Para verlas, o
        para ver en un solo lugar todas las causas en que eres parte, ingresa a la Oficina Judicial
        Virtual con tu ClaveÚnica.
      </p>
      <p>
        Si tienes el RIT pero no entiendes una resolución o un plazo, agenda una consulta: un
        abogado la revisa contigo y te dice qué sigue.
      </p>
    </section>
  );
}
