import { CRIMINAL_RISK_ASSESSMENT } from '../intake/data/criminal-risk-assessment';
import { IntakePage } from '../intake/intake-page';

export default function CriminalRiskIntakePage() {
  return <IntakePage intake={CRIMINAL_RISK_ASSESSMENT} />;
}
