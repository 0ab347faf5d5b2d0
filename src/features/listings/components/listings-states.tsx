import { Box, Button, EmptyState, SimpleGrid, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLoadFailureText } from '@/lib/api/screen-failure';

export const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };
const SKELETON_COUNT = 6;

/** Skeleton cards while a page of listings (or what it depends on) loads. */
export function ListingsLoading({ label }: { label?: string }) {
  const { t } = useTranslation('listings');
  const text = label ?? t('states.loading');
  return (
    <Box role="status" aria-label={text}>
      <VisuallyHidden>{text}</VisuallyHidden>
      <SimpleGrid columns={GRID_COLUMNS} gap="5">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} height="52" rounded="lg" />
        ))}
      </SimpleGrid>
    </Box>
  );
}

interface ListingsErrorProps {
  onRetry: () => void;
  /** What failed, and why (the failure's kind picks the reason). */
  error: unknown;
  body?: string;
}

/** 'Bir Hata Oluştu', what could not load and why, and 'Tekrar Dene'. */
export function ListingsError({ onRetry, error, body }: ListingsErrorProps) {
  const { t } = useTranslation('listings');
  const reason = useLoadFailureText();
  return (
    <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Title as="h2">{t('states.errorTitle')}</EmptyState.Title>
        <EmptyState.Description>
          {body ?? t('states.errorBody')} {reason(error)}
        </EmptyState.Description>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
