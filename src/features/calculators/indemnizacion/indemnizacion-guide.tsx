/** What the calculator counts and what it leaves out. */
export function IndemnizacionGuide() {
  return (
    <>
      <h2 className="text-xl font-semibold">Cómo se calcula</h2>
      <p>
        Cada año trabajado da derecho a 30 días de la última remuneración mensual, y la fracción
        final cuenta como un año más solo si supera los seis meses: seis meses exactos no suman,
        seis meses y un día sí. Se pagan como máximo 11 años y la remuneración considerada tiene un
        tope de 90 UF, salvo en contratos iniciados antes del 14 de agosto de 1981.
      </p>
      <p>
        Si el empleador no avisó por escrito con 30 días de anticipación, debe además un mes de
        remuneración. Si un tribunal declara injustificado el despido, la indemnización por años de
        servicio aumenta según la causal que se invocó; el recargo no se aplica al aviso previo.
      </p>
      <p>
        El feriado proporcional son 15 días hábiles por año trabajado desde el último aniversario
        del contrato: 1,25 por mes y la parte que corresponda de un mes incompleto. Esos días se
        cuentan desde el día siguiente al término, y se pagan también los sábados, domingos y
        feriados que caen entre medio. El sábado nunca es día hábil para el feriado, cualquiera sea
        tu jornada, también si trabajabas de lunes a sábado (art. 69 del Código del Trabajo). Una
        fracción de día se paga como fracción: 3,75 días hábiles contados desde un miércoles se
        pagan como 5,75 días, porque el sábado y el domingo quedan entre medio (Dirección del
        Trabajo, Ord. 0826/013).
      </p>
      <h2 className="text-xl font-semibold">Plazos</h2>
      <p>
        Para demandar por despido injustificado tienes 60 días hábiles desde la separación. Un
        reclamo ante la Inspección del Trabajo suspende ese plazo, pero la demanda no puede
        presentarse después de 90 días hábiles desde el despido.
      </p>
      <h2 className="text-xl font-semibold">Lo que esta calculadora no incluye</h2>
      <p>
        Trabajadores de casa particular: no tienen la indemnización por años de servicio del art.
        163. Su régimen es otro: una indemnización a todo evento, que se paga cualquiera sea la
        causa del término y se financia con aportes mensuales del empleador en su AFP.
      </p>
      <p>
        El feriado progresivo: con 10 años de trabajo o más, para uno o varios empleadores, se suma
        un día hábil de feriado por cada 3 años nuevos (art. 68 del Código del Trabajo). La
        calculadora usa 15 días hábiles al año; si te corresponde el progresivo, tu feriado
        proporcional es mayor.
      </p>
      <p>
        Tampoco incluye los contratos por obra o faena, indemnizaciones pactadas por sobre la ley,
        la indemnización adicional de una tutela de derechos fundamentales, reajustes e intereses,
        ni el descuento exacto del seguro de cesantía. Un abogado laboral puede revisarlo con tus
        liquidaciones y tu carta de despido.
      </p>
    </>
  );
}
