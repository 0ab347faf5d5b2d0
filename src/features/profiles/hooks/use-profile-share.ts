import { useTranslation } from 'react-i18next';
import type { PageMetaProps } from '@/components/display/page-meta';
import { paths } from '@/config/paths';
import type { UserProfile } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';
import { fullName } from '@/lib/people/full-name';
import { locationRowOf } from '@/lib/people/location-text';
import { formatRating } from '@/lib/people/rating-band';
import { isTeacher } from '@/lib/people/roles';
import { breadcrumbList, canonicalUrl, profilePage } from '@/lib/seo';

export type ProfileShare = Omit<PageMetaProps, 'page' | 'title'>;

/**
 * What a shared profile link shows (WhatsApp, search results): the name as title, the rating with one decimal,
 * subjects and location as text, the photo as picture. Every address of a profile (by id, by identifier) points
 * to its one /profile/username/… canonical. A student's profile stays out of search results: only teachers
 * are looked for by name, and only a teacher's is described for them (ProfilePage, Person, the trail to her).
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
  const canonical = canonicalUrl(paths.profileByUsername.getHref(profile.username));
  return {
    description: parts.filter(Boolean).join(' · '),
    canonical,
    image: profile.profileImageUrl,
    type: 'profile',
    noIndex: !teacher,
    structuredData: teacher
      ? [
          profilePage(profile),
          breadcrumbList([
            { name: t('breadcrumb.home'), path: paths.home.getHref() },
            { name: t('breadcrumb.teachers'), path: paths.teachers.getHref() },
            { name, path: canonical },
          ]),
        ]
      : undefined,
  };
}
