import { Box, Button, Fieldset, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Copy, Plus, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelIcon } from '@/components/display/label-icon';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import type { Weekday } from '@/generated/api/model';
import {
  END_TIMES,
  type RangeIssue,
  type ScheduleFormValues,
  type ScheduleRange,
  START_TIMES,
} from '../utils/schedule-form';

interface ScheduleEditorDayProps {
  day: Weekday;
  /** The day's ranges with their index in the form's flat list. */
  ranges: readonly { key: string; index: number; range: ScheduleRange }[];
  /** Every range of the week, to name the one a range overlaps. */
  weekly: readonly ScheduleRange[];
  issues: ReadonlyMap<number, RangeIssue>;
  register: UseFormRegister<ScheduleFormValues>;
  onEdit: () => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onCopy: () => void;
  addRef: Ref<HTMLButtonElement>;
}

/**
 * One weekday of the schedule: its ranges as start and end selects on the 30-minute grid, each with a button
 * that removes it and the broken rule beside it ('Bu aralık 10:00–12:00 ile çakışıyor.'), then "Aralık ekle"
 * and "Diğer günlere kopyala".
 */
export function ScheduleEditorDay({
  day,
  ranges,
  weekly,
  issues,
  register,
  onEdit,
  onAdd,
  onRemove,
  onCopy,
  addRef,
}: ScheduleEditorDayProps) {
  const { t } = useTranslation('schedule-editor');
  const dayName = t(`days.${day}`);
  const issueText = (issue: RangeIssue) => {
    if (issue.code !== 'overlap') return t(`issues.${issue.code}`);
    const other = weekly[issue.other];
    return t('issues.overlap', { other: other ? `${other.start}–${other.end}` : '' });
  };

  return (
    <Box as="li" borderBottomWidth="1px" pb="4" _last={{ borderBottomWidth: 0, pb: 0 }}>
      <Fieldset.Root
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '9rem 1fr' }}
        gap={{ base: '2', md: '4' }}
      >
        <Fieldset.Legend fontWeight="semibold" float="left" pt={{ md: '2' }} mb="0">
          {dayName}
        </Fieldset.Legend>
        <Stack gap="3" minW="0">
          {ranges.length === 0 ? (
            <Text color="fg.muted" textStyle="sm" pt={{ md: '2' }}>
              {t('weekly.dayOff')}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2">
              {ranges.map(({ key, index, range }, position) => {
                const issue = issues.get(index);
                const errorId = `schedule-range-${key}-error`;
                const select = (end: 'start' | 'end', times: readonly string[]) => (
                  <NativeSelect.Root size="sm" width="7.5rem" invalid={Boolean(issue)}>
                    <NativeSelect.Field
                      {...register(`weekly.${index}.${end}`, { onChange: onEdit })}
                      aria-label={t(`weekly.${end}`)}
                      aria-describedby={issue ? errorId : undefined}
                      aria-invalid={issue ? true : undefined}
                    >
                      {/* A stored time off the grid stays visible, so the rule beside it makes sense. */}
                      {times.includes(range[end]) ? null : <option value={range[end]}>{range[end]}</option>}
                      {times.map((time) => (
                        <option key={time} value={time}>
                          {time}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                );
                return (
                  <Box as="li" key={key}>
                    <Box role="group" aria-label={t('weekly.range', { day: dayName, number: position + 1 })}>
                      <HStack gap="2">
                        {select('start', START_TIMES)}
                        <Text aria-hidden="true" color="fg.muted">
                          –
                        </Text>
                        {select('end', END_TIMES)}
                        <IconButton
                          type="button"
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('weekly.removeLabel', {
                            day: dayName,
                            start: range.start,
                            end: range.end,
                          })}
                          onClick={() => onRemove(index)}
                        >
                          <Trash2 aria-hidden="true" />
                        </IconButton>
                      </HStack>
                      {issue ? (
                        <Text id={errorId} color={ERROR_COLOUR} textStyle="sm" mt="1">
                          {issueText(issue)}
                        </Text>
                      ) : null}
                    </Box>
                  </Box>
                );
              })}
            </Stack>
          )}
          <HStack gap="2" wrap="wrap">
            <Button
              ref={addRef}
              type="button"
              size="xs"
              variant="outline"
              colorPalette="brand"
              aria-label={t('weekly.addLabel', { day: dayName })}
              onClick={onAdd}
            >
              <LabelIcon icon={Plus} />
              {t('weekly.add')}
            </Button>
            {ranges.length > 0 ? (
              <Button
                type="button"
                size="xs"
                variant="ghost"
                colorPalette="brand"
                aria-label={t('weekly.copyLabel', { day: dayName })}
                onClick={onCopy}
              >
                <LabelIcon icon={Copy} />
                {t('weekly.copy')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Fieldset.Root>
    </Box>
  );
}
