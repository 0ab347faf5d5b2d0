import { Box, CloseButton, Heading, HStack, Tag, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** 'Aktif Filtreler' (the spec leaves it empty; here each active filter is a removable chip). */
export function ActiveFilters({ chips }: { chips: FilterChip[] }) {
  const { t } = useTranslation('teachers');
  if (chips.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="teacher-active-filters">
      <HStack gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="xs" id="teacher-active-filters" color="fg.muted">
          {t('filters.active')}
        </Heading>
        <Wrap as="ul" gap="2" listStyleType="none">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Tag.Root size="lg" colorPalette="brand" variant="subtle" borderRadius="full">
                <Tag.Label>{chip.label}</Tag.Label>
                <Tag.EndElement>
                  <CloseButton
                    size="2xs"
                    variant="plain"
                    aria-label={t('filters.remove', { label: chip.label })}
                    onClick={chip.onRemove}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      </HStack>
    </Box>
  );
}
