import { Field, NativeSelect } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from './choice-radios';

interface SortSelectProps<T extends string> {
  value: T | null;
  /** The orders this list offers, in the order shown; the labels come from `sortLabel` or the caller. */
  choices: readonly Choice<T>[];
  onChange: (value: T | null) => void;
}

/**
 * 'Sıralama' as a native select (keyboard, screen readers and phones handle it best); its empty first choice
 * ('Önerilen') is the server's own order.
 */
function SortSelectFields<T extends string>({ value, choices, onChange }: SortSelectProps<T>) {
  const { t } = useTranslation('filters');
  return (
    <Field.Root>
      <Field.Label>{t('sort.label')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) =>
            onChange(choices.find((choice) => choice.value === event.target.value)?.value ?? null)
          }
        >
          <option value="">{t('sort.default')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Memoised: a results page renders it again only when its value or its choices change. */
export const SortSelect = memo(SortSelectFields) as typeof SortSelectFields;
