import { termsDocument } from '@/content/legal/terms';
import { LegalBody } from '../components/legal-body';

export default function TermsBody() {
  return <LegalBody document={termsDocument} />;
}
