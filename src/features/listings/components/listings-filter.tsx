import { Button, Field, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/forms/choice-select';
import type { Category } from '@/generated/api/model';

interface ListingsFilterProps {
  rootId: number | null;
  subId: number | null;
  roots: Category[];
  subcategories: Category[];
  onRoot: (id: number | null) => void;
  onSub: (id: number | null) => void;
}

const toId = (value: string): number | null => (value === '' ? null : Number(value));

interface CategorySelectProps {
  label: string;
  allLabel: string;
  value: number | null;
  options: Category[];
  disabled?: boolean;
  onChange: (id: number | null) => void;
}

/** One labelled native select of categories; the empty choice means "all". */
function CategorySelect({ label, allLabel, value, options, disabled, onChange }: CategorySelectProps) {
  return (
    <Field.Root maxW={{ base: 'full', sm: '64' }} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect
        value={value ?? ''}
        onChange={(event) => onChange(toId(event.target.value))}
        placeholder={allLabel}
        options={options}
      />
    </Field.Root>
  );
}

/** Root → subcategory, as two labelled selects: 91 subcategories read better in a list than as chips. */
export function ListingsFilter({ rootId, subId, roots, subcategories, onRoot, onSub }: ListingsFilterProps) {
  const { t } = useTranslation('listings');
  return (
    <HStack gap="4" align="flex-end" flexWrap="wrap">
      <CategorySelect
        label={t('filter.root')}
        allLabel={t('filter.all')}
        value={rootId}
        options={roots}
        onChange={onRoot}
      />
      <CategorySelect
        label={t('filter.sub')}
        allLabel={t('filter.allSubs')}
        value={subId}
        options={subcategories}
        disabled={rootId === null}
        onChange={onSub}
      />
      {rootId !== null ? (
        <Button variant="outline" colorPalette="brand" onClick={() => onRoot(null)}>
          {t('filter.clear')}
        </Button>
      ) : null}
    </HStack>
  );
}
