import { Button, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FAQ_CATEGORIES, type FaqCategory } from '../utils/faq-entries';

interface FaqCategoryFilterProps {
  /** null is 'Tümü'. */
  value: FaqCategory | null;
  onChange: (category: FaqCategory | null) => void;
}

/** Toggle buttons, one pressed at a time; a group so screen readers announce what they filter. */
export function FaqCategoryFilter({ value, onChange }: FaqCategoryFilterProps) {
  const { t } = useTranslation('static-faq');
  const options: (FaqCategory | null)[] = [null, ...FAQ_CATEGORIES];
  return (
    <Wrap role="group" aria-label={t('filterLabel')} gap="2" mb="6">
      {options.map((category) => {
        const pressed = value === category;
        return (
          <Button
            key={category ?? 'all'}
            size="sm"
            rounded="full"
            colorPalette="brand"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChange(category)}
          >
            {category === null ? t('all') : t(`categories.${category}`)}
          </Button>
        );
      })}
    </Wrap>
  );
}
