import { legalNoticeDocument } from '@/content/legal/legal-notice';
import { LegalBody } from '../components/legal-body';

export default function LegalNoticeBody() {
  return <LegalBody document={legalNoticeDocument} />;
}
