import { TERMS_SECTIONS } from '../utils/legal-sections';
import { PolicyPage } from './policy-page';

export function TermsPage() {
  return <PolicyPage ns="static-terms" sections={TERMS_SECTIONS} />;
}
