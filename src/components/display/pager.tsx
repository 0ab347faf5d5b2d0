import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationModel, showsPagination } from '@/utils/pagination';

interface PagerProps {
  /** Zero-based, as in the calls; shown one-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * The one pager of every paged list (the teacher directory, the listings): first, previous, a window of
 * numbered pages, next, last and 'Sayfa n / total'. Nothing when everything fits on one page. Where the page
 * lives (the URL, the screen's state) is the caller's: it hears the new zero-based page through `onChange`.
 * Memoised: a results page renders again on each filter change, and its pager's buttons need not (a stable
 * `onChange` keeps them as they are).
 */
export const Pager = memo(function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation('common');
  if (!showsPagination(totalPages)) return null;
  const model = paginationModel(page, totalPages);
  const edge = (label: string, symbol: string, target: number, disabled: boolean) => (
    <IconButton
      aria-label={label}
      variant="outline"
      size="sm"
      disabled={disabled}
      onClick={() => onChange(target)}
    >
      <span aria-hidden="true">{symbol}</span>
    </IconButton>
  );

  return (
    <Stack as="nav" aria-label={t('pager.label')} align="center" gap="3">
      <HStack gap="1" wrap="wrap" justify="center">
        {edge(t('pager.first'), '«', 0, model.isFirst)}
        {edge(t('pager.previous'), '‹', model.previous, model.isFirst)}
        {model.pages.map((number) => {
          const current = number === model.current;
          return (
            <Button
              key={number}
              size="sm"
              minW="9"
              variant={current ? 'solid' : 'outline'}
              colorPalette={current ? 'brand' : 'gray'}
              aria-label={t('pager.page', { page: number + 1 })}
              aria-current={current ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number + 1}
            </Button>
          );
        })}
        {edge(t('pager.next'), '›', model.next, model.isLast)}
        {edge(t('pager.last'), '»', model.last, model.isLast)}
      </HStack>
      {/* Read out when the page changes: the buttons stay where they were, only this line says where one is. */}
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {t('pager.status', { page: model.current + 1, total: model.total })}
      </Text>
    </Stack>
  );
});
