import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DAY_PART_VALUES,
  DAY_VALUES,
  type DayPartValue,
  type DayValue,
} from '@/lib/search-params/filter-values';
import { ChoiceRadios } from './choice-radios';

interface DayFilterProps {
  days: readonly DayValue[];
  part: DayPartValue | null;
  onDaysChange: (days: DayValue[]) => void;
  onPartChange: (part: DayPartValue | null) => void;
}

/**
 * 'Müsait olduğu günler' as toggle chips (any of the chosen days), and the part of the day. Toggle buttons
 * (aria-pressed) rather than seven checkboxes: they wrap into two short rows on a phone.
 */
export const DayFilter = memo(function DayFilter({ days, part, onDaysChange, onPartChange }: DayFilterProps) {
  const { t } = useTranslation('filters');
  const labelId = useId();
  const toggle = (day: DayValue) =>
    onDaysChange(
      DAY_VALUES.filter((value) => (value === day ? !days.includes(value) : days.includes(value))),
    );
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Text id={labelId} fontWeight="semibold" textStyle="sm">
          {t('days.label')}
        </Text>
        <Wrap role="group" aria-labelledby={labelId} gap="2">
          {DAY_VALUES.map((day) => {
            const pressed = days.includes(day);
            return (
              <Button
                key={day}
                size="xs"
                borderRadius="full"
                colorPalette={pressed ? 'brand' : 'gray'}
                variant={pressed ? 'solid' : 'outline'}
                aria-pressed={pressed}
                onClick={() => toggle(day)}
              >
                {t(`days.${day}`)}
              </Button>
            );
          })}
        </Wrap>
      </Stack>
      <ChoiceRadios
        label={t('part.label')}
        anyLabel={t('part.any')}
        choices={DAY_PART_VALUES.map((value) => ({ value, label: t(`part.${value}`) }))}
        value={part}
        onChange={onPartChange}
      />
    </Stack>
  );
});
