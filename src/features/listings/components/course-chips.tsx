import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActiveFilterChips } from '@/components/filters/active-filter-chips';
import type { CourseChip } from '../hooks/use-course-chips';
import type { CourseSearch } from '../utils/course-search';

interface CourseChipsProps {
  chips: CourseChip[];
  onRemove: (change: Partial<CourseSearch>) => void;
  /** Left out while the empty view shows its own 'Filtreleri Temizle' (one button per action on screen). */
  onClear?: () => void;
}

/** 'Aktif Filtreler' of the /courses search, and 'Filtreleri Temizle' for all of them. */
export function CourseChips({ chips, onRemove, onClear }: CourseChipsProps) {
  const { t } = useTranslation('course-search');
  return (
    <ActiveFilterChips
      title={t('filters.active')}
      chips={chips.map((chip) => ({
        key: chip.key,
        label: chip.label,
        onRemove: () => onRemove(chip.remove),
      }))}
      removeLabel={(label) => t('filters.remove', { label })}
      action={
        onClear ? (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={onClear}>
            {t('filters.clearAll')}
          </Button>
        ) : null
      }
    />
  );
}
