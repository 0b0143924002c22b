import { COMPLIANCE_AUDIT } from '../intake/data/compliance-audit';
import { IntakePage } from '../intake/intake-page';

export default function ComplianceIntakePage() {
  return <IntakePage intake={COMPLIANCE_AUDIT} />;
}
