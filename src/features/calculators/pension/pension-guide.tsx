/** How the minimum works and what the calculator leaves to the court. */
export function PensionGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        Cuando un hijo menor de edad pide alimentos, la ley presume que su padre o madre puede
        pagarlos. El mínimo es el 40% del ingreso mínimo remuneracional para un hijo y el 30% por
        cada hijo cuando son dos o más. Se usa el ingreso mínimo que corresponde a la edad de quien
        paga: el general entre 18 y 65 años, y uno menor si tiene menos de 18 o más de 65.
      </p>
      <p>
        Ninguna pensión puede superar el 50% de los ingresos de quien paga. Como la ley presume que
        puede pagar el mínimo, si gana tan poco que el mínimo queda por encima de ese tope, le toca
        probarlo ante el tribunal; solo entonces el juez puede rebajar el mínimo prudencialmente.
      </p>
      <h2 className="text-xl font-semibold">Hasta cuándo se paga</h2>
      <p>
        Por regla general hasta los 21 años, o hasta los 28 si el hijo estudia una profesión u
        oficio, y más allá si tiene una incapacidad.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Las necesidades concretas de cada hijo (salud, educación, vivienda), otros hijos que quien
        paga ya mantiene, ni la responsabilidad subsidiaria de los abuelos. Un abogado de familia
        puede estimar una pensión realista con esos datos.
      </p>
    </>
  );
}
