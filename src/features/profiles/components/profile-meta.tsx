import { Badge, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/generated/api/model';
import { locationRowOf } from '@/lib/people/location-text';
import { isTeacher, roleLabelKey } from '@/lib/people/roles';
import { ProfileFeeRange } from './profile-fee-range';
import { ProfileRating } from './profile-rating';
import { LabelIcon } from '@/components/display/label-icon';
import { VerifiedBadge } from '@/components/display/verified-badge';

/**
 * The lines under the name: @username and role for everyone; a teacher's rating; the location, with the
 * teacher card's fallback for a teacher and simply left out for a student who has not given one; a teacher's
 * fee range.
 */
export function ProfileMeta({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const teacher = isTeacher(profile.role);
  const location = locationRowOf(profile.city, profile.district);
  const showLocation = location.kind === 'known' || (teacher && location.kind === 'unknown');

  return (
    <Stack gap="2" align={{ base: 'center', md: 'flex-start' }}>
      <HStack gap="3" wrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
        <Text color="fg.muted" overflowWrap="anywhere">
          <VisuallyHidden>{`${t('header.usernameLabel')}: `}</VisuallyHidden>
          {t('header.username', { username: profile.username })}
        </Text>
        <Badge colorPalette={teacher ? 'brand' : 'gray'} variant="subtle" size="md">
          <VisuallyHidden>{`${t('header.roleLabel')}: `}</VisuallyHidden>
          {t(roleLabelKey(profile.role))}
        </Badge>
        {teacher ? <VerifiedBadge {...profile.verification} /> : null}
      </HStack>
      {teacher ? (
        <ProfileRating averageRating={profile.averageRating} totalReviews={profile.totalReviews} />
      ) : null}
      {showLocation ? (
        <HStack gap="1.5" color="fg.muted">
          <LabelIcon icon={MapPin} />
          <VisuallyHidden>{`${t('header.locationLabel')}: `}</VisuallyHidden>
          <Text>{location.kind === 'known' ? location.text : t('header.noLocation')}</Text>
        </HStack>
      ) : null}
      {teacher ? <ProfileFeeRange teacherId={profile.id} /> : null}
    </Stack>
  );
}
