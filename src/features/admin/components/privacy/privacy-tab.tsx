import type { BackendPort } from '@/backend/port';
import { AuditLogSection } from './audit-log-section';
import { RetentionSection } from './retention-section';

/** 'Privacidad': how long personal data are kept (and applying it), and the audit trail. */
export function PrivacyTab({ backend }: { backend: BackendPort }) {
  return (
    <div className="space-y-10 pt-4">
      <RetentionSection backend={backend} />
      <AuditLogSection backend={backend} />
    </div>
  );
}
