import { NOTICE_META } from '@/content/legal/legal-meta';
import { LegalPage } from '../components/legal-page';

const loadBody = () => import('../bodies/legal-notice-body');

export default function LegalNoticePage() {
  return <LegalPage meta={NOTICE_META} loadBody={loadBody} />;
}
