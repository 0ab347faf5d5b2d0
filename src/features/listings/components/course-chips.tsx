import { Box, Button, CloseButton, Heading, HStack, Tag, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CourseChip } from '../hooks/use-course-chips';
import type { CourseSearch } from '../utils/course-search';

interface CourseChipsProps {
  chips: CourseChip[];
  onRemove: (change: Partial<CourseSearch>) => void;
  /** Left out while the empty view shows its own 'Filtreleri Temizle' (one button per action on screen). */
  onClear?: () => void;
}

/** 'Aktif Filtreler': each active filter as a removable chip, and 'Filtreleri Temizle' for all of them. */
export function CourseChips({ chips, onRemove, onClear }: CourseChipsProps) {
  const { t } = useTranslation('course-search');
  if (chips.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="course-active-filters">
      <HStack gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="xs" id="course-active-filters" color="fg.muted">
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
                    onClick={() => onRemove(chip.remove)}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
        {onClear ? (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={onClear}>
            {t('filters.clearAll')}
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
