/** How the shares and the tax are computed, what the calculator leaves out and when to ask. */
export function HerenciaGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Quiénes heredan si no hay testamento</h2>
      <p>
        El Código Civil llama a los parientes por órdenes, y cada orden excluye a los siguientes.
        Primero heredan los hijos junto con el cónyuge o conviviente civil: con un hijo, cada uno
        recibe la mitad; con dos o más, el cónyuge recibe el doble que cada hijo, pero nunca menos
        de un cuarto de la herencia, un piso que se aplica desde los siete hijos. Si un hijo murió
        antes y dejó hijos, ellos reciben su parte.
      </p>
      <p>
        Sin hijos, heredan el cónyuge o conviviente civil (dos tercios) y los padres (un tercio, por
        partes iguales); si falta uno de los dos, el otro lleva todo. Si no hay ninguno, heredan los
        hermanos por partes iguales. Según el art. 990, un medio hermano (solo de padre o solo de
        madre) recibe la mitad de lo que recibe un hermano de padre y madre; esta calculadora los
        trata a todos como hermanos completos, así que si hay medios hermanos confirma el reparto
        con un abogado. Después siguen otros parientes y, a falta de todos, el Fisco.
      </p>
      <h2 className="text-xl font-semibold">Qué cambia con un testamento</h2>
      <p>
        Si la persona deja hijos, cónyuge o conviviente civil, o padres u otros ascendientes (los
        legitimarios), el testamento debe respetar la mitad legitimaria: la mitad de la herencia se
        reparte entre ellos como si no hubiera testamento, y eso es lo mínimo que reciben. Una
        cuarta parte, la de mejoras, solo puede dejarse al cónyuge o conviviente civil, a
        descendientes o a ascendientes; la otra cuarta parte puede dejarse a cualquier persona. Lo
        que el testamento no disponga de esas cuartas vuelve a los legitimarios. Sin legitimarios,
        el testamento puede disponer de todo.
      </p>
      <h2 className="text-xl font-semibold">El impuesto a la herencia</h2>
      <p>
        Cada heredero paga impuesto por su propia cuota, no por la herencia completa. A la cuota se
        le descuenta una parte exenta (50 UTA para el cónyuge, el conviviente civil, los padres y
        los hijos; 5 UTA para los hermanos) y al resto se le aplica una escala del 1% al 25%. Para
        hermanos, sobrinos, tíos y primos el impuesto se recarga en 20%, y en 40% para parientes más
        lejanos o personas sin parentesco.
      </p>
      <p>
        El impuesto se declara al tramitar la posesión efectiva: sin testamento, se pide en el
        Registro Civil y luego se declara en el SII con el formulario 4423; con testamento, se
        tramita ante un tribunal. Hay dos años desde el fallecimiento para pagarlo, y se puede pedir
        pagarlo en cuotas anuales. Los bienes se valoran con las reglas de la Ley 16.271 a la fecha
        del fallecimiento (los inmuebles, en general, por su avalúo fiscal), y esta calculadora usa
        un solo valor de UTM para todo: el SII puede usar valores de distintas fechas.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Antes de repartir la herencia hay que separar lo que no es herencia: si hubo sociedad
        conyugal o participación en los gananciales, la mitad que le corresponde al cónyuge
        sobreviviente es suya, no la hereda. Luego se descuentan las deudas, los gastos de la
        sucesión y las demás bajas del art. 959 del Código Civil, y se suman e imputan ciertas
        donaciones que la persona hizo en vida. Tampoco considera legados, medios hermanos, abuelos,
        sobrinos que heredan en lugar de un hermano, bienes en el extranjero ni las exenciones
        especiales del impuesto.
      </p>
      <h2 className="text-xl font-semibold">Cuándo consultar a un abogado</h2>
      <p>
        Si hay testamento, herederos que no se ponen de acuerdo, medios hermanos, una empresa o
        bienes en el extranjero, deudas que podrían superar los bienes, o herederos menores de edad.
        Un abogado revisa quiénes son los herederos, calcula el impuesto con el inventario real y
        tramita la posesión efectiva.
      </p>
    </>
  );
}
