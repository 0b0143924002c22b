import { COMPLIANCE_AUDIT_META } from '../intake/data/compliance-audit.meta';
import { IntakeHead, IntakeIsland } from '../intake/intake-island';

export default function ComplianceIntakePage() {
  return (
    <>
      <IntakeHead meta={COMPLIANCE_AUDIT_META} />
      <IntakeIsland which="compliance" meta={COMPLIANCE_AUDIT_META} />
    </>
  );
}
