import { useTranslation } from 'react-i18next';
import type { PageMetaProps } from '@/components/display/page-meta';
import { paths } from '@/config/paths';
import type { UserProfile } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';
import { fullName } from '@/lib/people/full-name';
import { locationRowOf } from '@/lib/people/location-text';
import { formatRating } from '@/lib/people/rating-band';
import { isTeacher } from '@/lib/people/roles';
import { canonicalUrl } from '@/lib/seo';

export type ProfileShare = Omit<PageMetaProps, 'page' | 'title'>;

/**
 * What a shared profile link shows (WhatsApp, search results): the name as title, the rating with one decimal,
 * subjects and location as text, the photo as picture. Every address of a profile (by id, by identifier) points
 * to its one /profile/username/… canonical. A student's profile stays out of search results: only teachers
 * are looked for by name.
 */
export function useProfileShare(profile: UserProfile | null): ProfileShare | undefined {
  const { t } = useTranslation('seo');
  if (!profile) return undefined;
  const name = fullName(profile.name, profile.surname, profile.username);
  const teacher = isTeacher(profile.role);
  const rating = formatRating(profile.averageRating);
  const reviews = profile.totalReviews ?? 0;
  const location = locationRowOf(profile.city, profile.district);
  const subjects = (profile.subjects ?? []).map((subject) => subject.name).filter(Boolean);
  const parts = teacher
    ? [
        t('profile.teacher', { name }),
        rating
          ? t('profile.rating', { rating, count: reviews, n: formatNumber(reviews) })
          : t('profile.noRating'),
        subjects.join(', '),
        location.kind === 'known' ? location.text : '',
      ]
    : [t('profile.student', { name })];
  return {
    description: parts.filter(Boolean).join(' · '),
    canonical: canonicalUrl(paths.profileByUsername.getHref(profile.username)),
    image: profile.profileImageUrl,
    type: 'profile',
    noIndex: !teacher,
  };
}
