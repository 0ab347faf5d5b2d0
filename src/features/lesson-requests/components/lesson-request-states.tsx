import { Box, Button, EmptyState, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadFailureText } from '@/lib/api/screen-failure';

/** Skeleton rows while a list or the request loads. */
export function RequestsLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-label={label}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="2">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height="20" rounded="l2" />
        ))}
      </Stack>
    </Box>
  );
}

/** Nothing to show, with an optional way on. */
export function RequestsEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Inbox aria-hidden="true" />
        </EmptyState.Indicator>
        <EmptyState.Description>{text}</EmptyState.Description>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A load failed: why (the app's one load-failure text) and 'Tekrar dene'. */
export function RequestsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const reason = useLoadFailureText();
  return (
    <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Description>{reason(error)}</EmptyState.Description>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
