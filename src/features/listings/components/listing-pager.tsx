import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ListingPagerProps {
  /** Zero-based, as in the calls; shown one-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous / 'Sayfa n / total' / next; nothing when everything fits on one page. */
export function ListingPager({ page, totalPages, onChange }: ListingPagerProps) {
  const { t } = useTranslation('listings');
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('pager.label')} justify="center" gap="3" flexWrap="wrap">
      <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {t('pager.status', { page: page + 1, total: totalPages })}
      </Text>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages - 1}
        onClick={() => onChange(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </HStack>
  );
}
