import { Box, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadFailureText } from '@/lib/api/screen-failure';

/** Skeleton rows while the student's lesson requests load. */
export function StudentRequestsLoading() {
  const { t } = useTranslation('dashboards-student');
  return (
    <Box role="status" aria-label={t('loading')}>
      <Stack gap="2" aria-hidden="true">
        <Skeleton height="16" rounded="l2" />
        <Skeleton height="16" rounded="l2" />
      </Stack>
    </Box>
  );
}

/** The requests did not load: why, and 'Tekrar dene'. */
export function StudentRequestsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('dashboards-student');
  const reason = useLoadFailureText();
  return (
    <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3" size="sm">
      <EmptyState.Content>
        <EmptyState.Title as="h3">{t('failed')}</EmptyState.Title>
        <EmptyState.Description>{reason(error)}</EmptyState.Description>
        <Button colorPalette="brand" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A muted line for a part with nothing in it. */
export function StudentEmpty({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="l3" borderStyle="dashed" p="4" color="fg.muted">
      {children}
    </Box>
  );
}
