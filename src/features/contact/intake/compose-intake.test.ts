import { charLength, MESSAGE_MAX } from '@/lib/validation/fields';
import { composeIntakeMessage, detailRoom } from './compose-intake';
import { COMPLIANCE_AUDIT } from './data/compliance-audit';
import { CRIMINAL_CONSULTATION } from './data/criminal-consultation';
import { CRIMINAL_RISK_ASSESSMENT } from './data/criminal-risk-assessment';
import { TAX_DIAGNOSIS } from './data/tax-diagnosis';
import { ANSWER_MAX } from './intake';
import { answerField, emptyIntake, intakeSchema } from './intake-schema';

const INTAKES = [CRIMINAL_CONSULTATION, TAX_DIAGNOSIS, CRIMINAL_RISK_ASSESSMENT, COMPLIANCE_AUDIT];

describe('the free case reviews', () => {
  it.each(INTAKES.map((intake) => [intake.path, intake] as const))(
    '%s fits the database: service, answers and account within their limits',
    (_, intake) => {
      expect(intake.servicio.length).toBeLessThanOrEqual(120);
      expect(new Set(intake.questions.map((q) => q.id)).size).toBe(intake.questions.length);
      const longest = Object.fromEntries(
        intake.questions.map((q) => [q.id, 'x'.repeat(ANSWER_MAX)]),
      );
      // Even with every answer at its longest, a useful account still fits.
      expect(detailRoom(intake, longest)).toBeGreaterThan(2000);
      const message = composeIntakeMessage(
        intake,
        longest,
        'y'.repeat(detailRoom(intake, longest)),
      );
      expect(charLength(message)).toBe(MESSAGE_MAX);
      expect(intake.faqs.length).toBeGreaterThan(0);
    },
  );

  it('lists every answer under its question, dates as read in Chile', () => {
    const message = composeIntakeMessage(
      CRIMINAL_CONSULTATION,
      { situacion: 'Me citaron a declarar', audiencia: '2026-12-03', tribunal: '', ruc: '' },
      '  Me llegó una citación.  ',
    );
    expect(message).toBe(
      [
        'Solicitud: Consulta gratuita penal',
        '¿Cuál es tu situación?: Me citaron a declarar',
        'Fecha de la próxima audiencia o citación: 03-12-2026',
        'Tribunal o fiscalía: No indica',
        'RUC o RIT de la causa: No indica',
        '',
        'Relato:',
        'Me llegó una citación.',
      ].join('\n'),
    );
  });

  it('requires the required questions and only their options', () => {
    const schema = intakeSchema(TAX_DIAGNOSIS);
    const values = {
      ...emptyIntake(TAX_DIAGNOSIS),
      nombre: 'Ana Pérez',
      email: 'ana@ejemplo.cl',
      detalle: 'Me llegó una citación del SII.',
    };
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([answerField('contribuyente'), answerField('aviso')]);
    expect(
      schema.safeParse({
        ...values,
        [answerField('contribuyente')]: 'Empresa en régimen Pro Pyme',
        [answerField('aviso')]: 'Algo inventado',
      }).success,
    ).toBe(false);
    expect(
      schema.safeParse({
        ...values,
        [answerField('contribuyente')]: 'Empresa en régimen Pro Pyme',
        [answerField('aviso')]: 'Citación',
      }).success,
    ).toBe(true);
  });
});
