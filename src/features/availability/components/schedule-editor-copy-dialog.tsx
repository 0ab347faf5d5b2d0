import { Button, Fieldset, HStack, SimpleGrid } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelIcon } from '@/components/display/label-icon';
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
 * "Diğer günlere kopyala": the other days as toggle buttons (with "Hafta içi" and "Bütün günler" as quick picks),
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
        {/*
          Toggle buttons rather than Chakra's checkboxes: Ark's checkbox reads the field context, and a fourth
          screen with one would move it into the `shared` chunk, which would then import `fields` while
          `fields` imports `shared` (a chunk cycle that stops the app from starting).
        */}
        <SimpleGrid columns={2} gap="2" mt="3">
          {others.map((candidate) => {
            const pressed = chosen.includes(candidate);
            return (
              <Button
                key={candidate}
                type="button"
                size="sm"
                justifyContent="flex-start"
                colorPalette="brand"
                variant={pressed ? 'solid' : 'outline'}
                aria-pressed={pressed}
                onClick={() =>
                  setChosen((current) =>
                    pressed ? current.filter((day) => day !== candidate) : [...current, candidate],
                  )
                }
              >
                {pressed ? <LabelIcon icon={Check} /> : null}
                {t(`days.${candidate}`)}
              </Button>
            );
          })}
        </SimpleGrid>
      </Fieldset.Root>
    </ConfirmDialog>
  );
}
