import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate, intlLocaleFor } from '@/i18n/formatters';
import type { LegalSection } from '../utils/legal-sections';
import { POLICY_DATE } from '../utils/static-content';
import { LegalDocument } from './legal-document';
import { StaticPage } from './static-page';

interface PolicyPageProps {
  ns: 'static-terms' | 'static-privacy';
  sections: readonly LegalSection[];
}

/** /terms and /privacy: dated title block, then the anchored document. */
export function PolicyPage({ ns, sections }: PolicyPageProps) {
  const { t, i18n } = useTranslation([ns, 'static-pages']);
  const date = formatDate(POLICY_DATE, undefined, intlLocaleFor(i18n.language));
  return (
    <StaticPage
      title={t('title')}
      intro={t('intro')}
      meta={
        <Text color="fg.muted" fontSize="sm">
          {t('static-pages:lastUpdated', { date })}
        </Text>
      }
    >
      <LegalDocument ns={ns} sections={sections} />
    </StaticPage>
  );
}
