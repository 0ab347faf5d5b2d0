import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/generated/api/model';

interface CoursesFilterProps {
  rootId: number | null;
  subId: number | null;
  roots: Category[];
  subcategories: Category[];
  onRoot: (id: number | null) => void;
  onSub: (id: number | null) => void;
}

const toId = (value: string): number | null => (value === '' ? null : Number(value));

/** Root → subcategory, as two labelled selects: 91 subcategories read better in a list than as chips. */
export function CoursesFilter({ rootId, subId, roots, subcategories, onRoot, onSub }: CoursesFilterProps) {
  const { t } = useTranslation('listings');
  return (
    <HStack gap="4" align="flex-end" flexWrap="wrap">
      <Field.Root maxW={{ base: 'full', sm: '64' }}>
        <Field.Label>{t('filter.root')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={rootId ?? ''} onChange={(event) => onRoot(toId(event.target.value))}>
            <option value="">{t('filter.all')}</option>
            {roots.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW={{ base: 'full', sm: '64' }} disabled={rootId === null}>
        <Field.Label>{t('filter.sub')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={subId ?? ''} onChange={(event) => onSub(toId(event.target.value))}>
            <option value="">{t('filter.allSubs')}</option>
            {subcategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {rootId !== null ? (
        <Button variant="outline" colorPalette="brand" onClick={() => onRoot(null)}>
          {t('filter.clear')}
        </Button>
      ) : null}
    </HStack>
  );
}
