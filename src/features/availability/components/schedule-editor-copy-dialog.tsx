import { Button, Checkbox, CheckboxGroup, Fieldset, HStack, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/overlays/confirm-dialog';
import type { Weekday } from '@/generated/api/model';
import { WEEKDAYS } from '@/lib/availability/schedule';
import { WEEKDAYS_ONLY } from '../utils/schedule-form';

interface ScheduleEditorCopyDialogProps {
  /** The day whose ranges are copied; null while the dialog is closed. */
  from: Weekday | null;
  onCopy: (from: Weekday, to: Weekday[]) => void;
  onClose: () => void;
}

/**
 * "Diğer günlere kopyala": the other days as checkboxes (with "Hafta içi" and "Bütün günler" as quick picks),
 * and one press copies the day's ranges to all of them. Rendered outside the schedule form: the dialog is a
 * form of its own, and React would carry its submit up to the schedule's.
 */
export function ScheduleEditorCopyDialog({ from, onCopy, onClose }: ScheduleEditorCopyDialogProps) {
  const { t } = useTranslation('schedule-editor');
  const [chosen, setChosen] = useState<Weekday[]>([]);
  const day = from ? t(`days.${from}`) : '';
  const others = WEEKDAYS.filter((candidate) => candidate !== from);
  const pick = (days: readonly Weekday[]) => setChosen(days.filter((candidate) => candidate !== from));

  return (
    <ConfirmDialog
      open={from !== null}
      role="dialog"
      title={t('copy.title', { day })}
      description={t('copy.description', { day })}
      cancelLabel={t('copy.cancel')}
      confirmLabel={t('copy.confirm')}
      tone="brand"
      confirmDisabled={chosen.length === 0}
      onCancel={onClose}
      onConfirm={() => {
        if (from) onCopy(from, chosen);
      }}
      onExitComplete={() => setChosen([])}
    >
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">{t('copy.days')}</Fieldset.Legend>
        <HStack gap="2" mt="2" wrap="wrap">
          <Button type="button" size="xs" variant="outline" onClick={() => pick(WEEKDAYS_ONLY)}>
            {t('copy.weekdays')}
          </Button>
          <Button type="button" size="xs" variant="outline" onClick={() => pick(WEEKDAYS)}>
            {t('copy.all')}
          </Button>
        </HStack>
        <CheckboxGroup
          value={chosen}
          onValueChange={(next) => setChosen(next as Weekday[])}
          colorPalette="brand"
        >
          <SimpleGrid columns={2} gap="2" mt="3">
            {others.map((candidate) => (
              <Checkbox.Root key={candidate} value={candidate}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{t(`days.${candidate}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      </Fieldset.Root>
    </ConfirmDialog>
  );
}
