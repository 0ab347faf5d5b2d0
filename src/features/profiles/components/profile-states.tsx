import { Box, Button, SimpleGrid, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ListLoadFailed } from '@/components/feedback/list-states';

/*
 * The parts a profile screen shows before (or instead of) a profile. They fill the slots of ProfileLayout,
 * which the page renders in every state, so the focused h1 stays the same element throughout.
 */

export const LoadingAvatar = () => <SkeletonCircle size="28" flexShrink={0} />;

export function LoadingMeta() {
  return (
    <Stack gap="3" width="full" align={{ base: 'center', md: 'flex-start' }} aria-hidden="true">
      <Skeleton height="8" width="64" maxW="full" />
      <Skeleton height="5" width="40" />
      <Skeleton height="5" width="48" />
    </Stack>
  );
}

/**
 * The profile's shape while it loads, announced once as 'Profil yükleniyor'. A screen high, so the footer
 * stays below the fold until the profile (longer than the skeleton) replaces it: nothing in view moves.
 */
export function LoadingBody() {
  const { t } = useTranslation('profile');
  return (
    <Box role="status" aria-label={t('page.loading')} minH="100vh">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" aria-hidden="true">
        <Skeleton height="48" rounded="lg" gridColumn={{ lg: 'span 2' }} />
        <Skeleton height="48" rounded="lg" />
      </SimpleGrid>
    </Box>
  );
}

/** A 404 or a URL that names nobody: say so, and lead on to the teachers. */
export function NotFoundBody() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="5" align={{ base: 'center', md: 'flex-start' }} textAlign={{ base: 'center', md: 'start' }}>
      <Text color="fg.muted" fontSize="lg" maxW="2xl">
        {t('states.notFoundBody')}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.teachers.getHref()}>{t('states.browseTeachers')}</RouterLink>
      </Button>
    </Stack>
  );
}

interface ProfileErrorBoxProps {
  /** What could not load. */
  body: string;
  /** Why: the failure's kind picks the reason (server error, unreadable answer, no answer). */
  error: unknown;
  onRetry: () => void;
}

/** 'Bir Hata Oluştu', what failed and why, and 'Tekrar Dene', for the whole profile or one of its sections. */
export function ProfileErrorBox({ body, error, onRetry }: ProfileErrorBoxProps) {
  const { t } = useTranslation('profile');
  return (
    <ListLoadFailed
      title={t('states.errorTitle')}
      body={body}
      error={error}
      retryLabel={t('states.retry')}
      onRetry={onRetry}
    />
  );
}
