import { Avatar, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Announcement } from '@/generated/api/model';
import { fullName } from '@/lib/people/full-name';
import { initials } from '@/lib/people/initials';
import { VerifiedBadge } from '@/components/display/verified-badge';

/** The listing's teacher: photo or initials, name, and the way to their profile. */
export function ListingTeacher({ listing }: { listing: Announcement }) {
  const { t } = useTranslation('listings');
  const name = fullName(listing.teacherName, listing.teacherSurname);
  if (!name && listing.teacherId == null) return null;

  return (
    <HStack gap="3">
      <Avatar.Root size="lg" colorPalette="brand">
        <Avatar.Fallback>{initials(listing.teacherName, listing.teacherSurname)}</Avatar.Fallback>
        {listing.teacherProfileImage ? (
          <Avatar.Image src={listing.teacherProfileImage} alt={t('detail.photoAlt', { name })} />
        ) : null}
      </Avatar.Root>
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          {t('detail.teacher')}
        </Text>
        {listing.teacherId != null ? (
          <Link asChild fontWeight="semibold" colorPalette="brand" color="colorPalette.fg">
            <RouterLink
              to={paths.profileById.getHref(listing.teacherId)}
              aria-label={t('detail.teacherProfile', { name })}
            >
              {name}
            </RouterLink>
          </Link>
        ) : (
          <Text fontWeight="semibold">{name}</Text>
        )}
        <Box>
          <VerifiedBadge {...listing.teacherVerification} />
        </Box>
      </Stack>
    </HStack>
  );
}
