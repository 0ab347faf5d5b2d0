import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/display/page-meta';
import { paths } from '@/config/paths';
import { canonicalUrl, siteDescription } from '@/lib/seo';

/**
 * Home's title, description, keywords, sharing tags and canonical link, and the site's schema.org description
 * (Organization, WebSite with its directory search); `<html lang>` follows the language (i18n).
 */
export function HomeMeta() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        canonical={canonicalUrl(paths.home.getHref())}
        structuredData={siteDescription({ name: t('common:appName'), description: t('meta.description') })}
      />
      <meta name="keywords" content={t('meta.keywords')} />
    </>
  );
}
