/** How fees are set in Chile, what cuota litis and costas are, and what the estimate leaves out. */
export function HonorariosGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        El precio fijo es el de nuestro catálogo para el tipo de caso que elegiste: es lo que pagas
        al agendar. Si ingresas un monto en disputa, mostramos aparte el rango de cuota litis que se
        ve en el mercado, solo como referencia para comparar.
      </p>
      <h2 className="text-xl font-semibold">No existe una tarifa oficial</h2>
      <p>
        Desde 1981 (DL 3.621, art. 5) los colegios de abogados no pueden fijar aranceles, y los que
        había quedaron sin efecto. Los honorarios se pactan libremente entre abogado y cliente; si
        no hay acuerdo, los fija el juez en un procedimiento sumario. Algunos colegios publican
        tablas de referencia, pero no obligan a nadie. Lo recomendable es acordar los honorarios por
        escrito y antes de empezar.
      </p>
      <h2 className="text-xl font-semibold">Qué es la cuota litis</h2>
      <p>
        Es un honorario que se paga como porcentaje de lo que se obtenga en el juicio o en un
        acuerdo. Los porcentajes son convenciones de mercado: un estudio chileno publica, por
        ejemplo, entre 20% y 30% del resultado en demandas de indemnización de perjuicios y entre
        10% y 20% en juicios ejecutivos. En materia laboral suele pactarse un porcentaje de lo que
        se obtenga, incluidos los acuerdos. En causas penales y de familia no es lo habitual: el
        honorario se pacta como un monto fijo o por etapas, y por eso no mostramos un rango.
      </p>
      <h2 className="text-xl font-semibold">Las costas</h2>
      <p>
        Quien pierde totalmente un juicio es condenado a pagar las costas, salvo que el tribunal
        considere que tuvo motivos plausibles para litigar. Incluyen los gastos del proceso y los
        honorarios de los abogados, que fija el tribunal: ese monto no tiene por qué coincidir con
        lo que pactaste con tu abogado.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta estimación no incluye</h2>
      <p>
        Los gastos del juicio (receptores, notarios, peritos, inscripciones) ni el honorario de un
        juicio completo, que depende de su duración y complejidad. Un abogado puede darte un
        presupuesto por escrito después de revisar tu caso.
      </p>
    </>
  );
}
