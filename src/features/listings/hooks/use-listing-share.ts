import { useTranslation } from 'react-i18next';
import type { PageMetaProps } from '@/components/display/page-meta';
import { paths } from '@/config/paths';
import type { Announcement } from '@/generated/api/model';
import { fullName } from '@/lib/people/full-name';
import { locationRowOf } from '@/lib/people/location-text';
import { breadcrumbList, canonicalUrl, course } from '@/lib/seo';
import { formatFee } from '@/utils/fee-text';

/** A search snippet shows about 160 characters; the teacher's own text fills what the facts leave. */
const DESCRIPTION_LIMIT = 160;

/**
 * What a shared listing link shows: the title, then fee, teacher, category and location, then the start of the
 * teacher's description (plain text), with the teacher's photo as picture; described as a Course with its
 * fee, in the trail listings › category › listing.
 */
export function useListingShare(listing: Announcement): Omit<PageMetaProps, 'page' | 'title'> {
  const { t } = useTranslation('seo');
  const fee = formatFee(listing.price);
  const teacher = fullName(listing.teacherName, listing.teacherSurname);
  const location = locationRowOf(listing.city, listing.district);
  const facts = [
    fee ? t('listing.fee', { fee }) : '',
    teacher ? t('listing.teacher', { name: teacher }) : '',
    listing.categoryResponse?.name ?? '',
    location.kind === 'known' ? location.text : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const own = listing.description?.replace(/\s+/g, ' ').trim() ?? '';
  const room = DESCRIPTION_LIMIT - facts.length - 2;
  const excerpt = own.length > room ? `${own.slice(0, Math.max(0, room - 1)).trimEnd()}…` : own;
  const canonical = canonicalUrl(paths.listing.getHref(listing.id));
  const category = listing.categoryResponse?.name;
  return {
    description: [facts, room > 20 ? excerpt : ''].filter(Boolean).join('. '),
    canonical,
    image: listing.teacherProfileImage,
    type: 'article',
    structuredData: [
      course(listing, { siteName: t('common:appName') }),
      breadcrumbList([
        { name: t('breadcrumb.home'), path: paths.home.getHref() },
        { name: t('breadcrumb.listings'), path: paths.listings.getHref() },
        ...(category ? [{ name: category, path: paths.category.getHref(category) }] : []),
        { name: listing.title, path: canonical },
      ]),
    ],
  };
}
