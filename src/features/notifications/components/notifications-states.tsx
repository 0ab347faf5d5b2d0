import { Box, Button, EmptyState, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLoadFailureText } from '@/lib/api/screen-failure';

const SKELETON_ROWS = 5;

/** Skeleton rows while the list loads. */
export function NotificationsLoading() {
  const { t } = useTranslation('notifications');
  return (
    <Box role="status" aria-label={t('loading')}>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Stack gap="2">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height="24" rounded="l2" />
        ))}
      </Stack>
    </Box>
  );
}

/** No notifications at all, or none unread under that filter. */
export function NotificationsEmpty({ text }: { text: string }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <BellOff aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Description>{text}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The list did not load: why (the failure's kind picks the reason) and 'Tekrar dene'. */
export function NotificationsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  const reason = useLoadFailureText();
  return (
    <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Title as="h2">{t('failed')}</EmptyState.Title>
        <EmptyState.Description>{reason(error)}</EmptyState.Description>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
