import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type shell from '@/i18n/locales/tr/shell.json';
import { PageMessage } from '@/app/layout/page-message';

export type PageKey = keyof typeof shell.pages;

/**
 * Stand-in for a screen not built yet: the page's real name and an honest sentence, never
 * invented content. Keys are `shell:pages.<page>`; PageKey keeps them checked against the Turkish file.
 */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { t } = useTranslation('shell');
  return (
    <PageMessage
      title={t(`pages.${page}`)}
      body={t('comingSoon.body')}
      actions={
        page === 'home' ? undefined : (
          <Button asChild variant="outline" colorPalette="brand">
            <Link to={paths.home.getHref()}>{t('common:actions.goHome')}</Link>
          </Button>
        )
      }
    />
  );
}
