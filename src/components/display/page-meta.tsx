import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StructuredData } from './structured-data';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, type JsonLd, removeDefaultHeadTags } from '@/lib/seo';

// Every page renders its own head tags from here on: index.html's defaults leave before the first render
// (src/lib/seo/default-head.ts), in the browser only; the server drops them from the template itself.
if (typeof document !== 'undefined') removeDefaultHeadTags();

export interface PageMetaProps {
  /** The page's part of the document title ('Eğitmenler'), shown as 'Eğitmenler · Özel Ders'. */
  page?: string;
  /** A complete document title instead of `page` (the home page's own). */
  title?: string;
  /** Search result snippet and shared-link text; public pages without one get the site's. */
  description?: string;
  /**
   * The page's canonical address (`canonicalUrl()`). Only public pages have one, and only they get the sharing
   * tags: a signed-in person's page is never shared as a preview.
   */
  canonical?: string;
  /** The shared link's picture (a path or an absolute address); the site's default picture when absent. */
  image?: string | null;
  /** 'profile' for a person, 'website' otherwise (Open Graph's types). */
  type?: 'website' | 'profile' | 'article';
  /** Pages of one signed-in person (settings, chat, dashboards): kept out of search results. */
  noIndex?: boolean;
  /** The page's schema.org description (src/lib/seo/structured-data.ts); public pages only. */
  structuredData?: JsonLd | readonly JsonLd[];
}

/**
 * The one home of a page's document metadata: title, description, canonical link, Open Graph, Twitter card and
 * JSON-LD.
 * React 19 hoists these elements into <head> wherever they render and removes them with the page, so each
 * screen renders this beside its content, with the data it already has. Memoised (its props are strings): a
 * results page renders again with each answer, its head tags seldom change with it.
 */
export const PageMeta = memo(function PageMeta({
  page,
  title,
  description,
  canonical,
  image,
  type = 'website',
  noIndex,
  structuredData,
}: PageMetaProps) {
  const { t, i18n } = useTranslation('seo');
  const documentTitle = title ?? (page ? t('common:documentTitle', { page }) : t('common:appName'));
  if (!canonical) {
    return (
      <>
        <title>{documentTitle}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noIndex ? <meta name="robots" content="noindex" /> : null}
      </>
    );
  }
  const text = description ?? t('site.description');
  const picture = absoluteUrl(image || DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('common:appName')} />
      <meta property="og:locale" content={i18n.language === 'en' ? 'en_US' : 'tr_TR'} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={picture} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={documentTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={picture} />
      {structuredData ? <StructuredData data={structuredData} /> : null}
    </>
  );
});
