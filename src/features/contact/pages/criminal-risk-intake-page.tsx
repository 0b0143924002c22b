import { CRIMINAL_RISK_ASSESSMENT_META } from '../intake/data/criminal-risk-assessment.meta';
import { IntakeHead, IntakeIsland } from '../intake/intake-island';

export default function CriminalRiskIntakePage() {
  return (
    <>
      <IntakeHead meta={CRIMINAL_RISK_ASSESSMENT_META} />
      <IntakeIsland which="riesgo-penal" meta={CRIMINAL_RISK_ASSESSMENT_META} />
    </>
  );
}
