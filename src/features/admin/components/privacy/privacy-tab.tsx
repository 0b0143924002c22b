import { AuditLogSection } from './audit-log-section';
import { RetentionSection } from './retention-section';

/** 'Privacidad': how long personal data are kept (and applying it), and the audit trail. */
export function PrivacyTab() {
  return (
    <div className="space-y-10 pt-4">
      <RetentionSection />
      <AuditLogSection />
    </div>
  );
}
