import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paginationModel } from '../utils/pagination';

interface DirectoryPaginationProps {
  /** Zero-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** First, previous, numbered pages, next, last and 'Sayfa n / total'; shown only above one page. */
export function DirectoryPagination({ page, totalPages, onChange }: DirectoryPaginationProps) {
  const { t } = useTranslation('teachers');
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
    <Stack as="nav" aria-label={t('pagination.label')} align="center" gap="3">
      <HStack gap="1" wrap="wrap" justify="center">
        {edge(t('pagination.first'), '«', 0, model.isFirst)}
        {edge(t('pagination.previous'), '‹', model.previous, model.isFirst)}
        {model.pages.map((number) => {
          const current = number === model.current;
          return (
            <Button
              key={number}
              size="sm"
              minW="9"
              variant={current ? 'solid' : 'outline'}
              colorPalette={current ? 'brand' : 'gray'}
              aria-label={t('pagination.page', { page: number + 1 })}
              aria-current={current ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number + 1}
            </Button>
          );
        })}
        {edge(t('pagination.next'), '›', model.next, model.isLast)}
        {edge(t('pagination.last'), '»', model.last, model.isLast)}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {t('pagination.status', { page: model.current + 1, total: model.total })}
      </Text>
    </Stack>
  );
}
