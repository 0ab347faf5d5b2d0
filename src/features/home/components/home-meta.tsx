import { useTranslation } from 'react-i18next';

/**
 * Title, description, keywords, social-sharing tags and canonical link (Home). React 19 hoists
 * these into <head> and removes them when the page unmounts; `<html lang>` follows the language (i18n).
 */
export function HomeMeta() {
  const { t } = useTranslation('home');
  const url = `${window.location.origin}/`;
  const title = t('meta.title');
  const description = t('meta.description');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={t('meta.keywords')} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('common:appName')} />
      <meta property="og:locale" content="tr_TR" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
