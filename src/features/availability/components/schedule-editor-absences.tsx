import { Box, Button, Fieldset, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarX, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LabelIcon } from '@/components/display/label-icon';
import { DateField } from '@/components/forms/date-field';
import type { ScheduleFormValues } from '../utils/schedule-form';

interface ScheduleEditorAbsencesProps {
  control: Control<ScheduleFormValues>;
  /** Today in Istanbul: the first day either date may be. */
  today: string;
  onEdit: () => void;
}

/**
 * The dates the teacher is away: each a first and a last day in the Turkish date picker (days before today
 * shown disabled), removable; "Tarih ekle" adds one and takes the focus to its first day.
 */
export function ScheduleEditorAbsences({ control, today, onEdit }: ScheduleEditorAbsencesProps) {
  const { t } = useTranslation('schedule-editor');
  const { fields, append, remove } = useFieldArray({ control, name: 'absences' });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <Fieldset.Root>
      <Fieldset.Legend as="h3" textStyle="md" fontWeight="semibold">
        {t('absences.title')}
      </Fieldset.Legend>
      <Fieldset.HelperText>{t('absences.hint')}</Fieldset.HelperText>
      <Stack gap="4" mt="3">
        {fields.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {t('absences.none')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4">
            {fields.map((field, index) => (
              <Box as="li" key={field.id}>
                <Box
                  role="group"
                  aria-label={t('absences.absence', { number: index + 1 })}
                  display="flex"
                  gap="2"
                  alignItems="flex-start"
                >
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" flex="1" minW="0" maxW={{ sm: '32rem' }}>
                    <DateField
                      control={control}
                      name={`absences.${index}.from`}
                      label={t('absences.from')}
                      min={today}
                      onEdit={onEdit}
                    />
                    <DateField
                      control={control}
                      name={`absences.${index}.to`}
                      label={t('absences.to')}
                      min={today}
                      onEdit={onEdit}
                    />
                  </SimpleGrid>
                  <IconButton
                    type="button"
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    mt="7"
                    aria-label={t('absences.removeLabel', { number: index + 1 })}
                    onClick={() => {
                      remove(index);
                      onEdit();
                      addButton.current?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </Box>
              </Box>
            ))}
          </Stack>
        )}
        <Box>
          <Button
            ref={addButton}
            type="button"
            size="sm"
            variant="outline"
            colorPalette="brand"
            onClick={() => {
              append({ from: '', to: '' }, { shouldFocus: true });
              onEdit();
            }}
          >
            <LabelIcon icon={CalendarX} />
            {t('absences.add')}
          </Button>
        </Box>
      </Stack>
    </Fieldset.Root>
  );
}
