import { memo } from 'react';
import { Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface VerifiedFilterProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Yalnızca doğrulanmış eğitmenler' as a switch: it is on or off, never a choice among several. */
export const VerifiedFilter = memo(function VerifiedFilter({ checked, onChange }: VerifiedFilterProps) {
  const { t } = useTranslation('filters');
  return (
    <Switch.Root
      colorPalette="brand"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
    >
      {/* A switch to assistive technology too, not a checkbox. */}
      <Switch.HiddenInput role="switch" />
      <Switch.Control />
      <Switch.Label>{t('verified.label')}</Switch.Label>
    </Switch.Root>
  );
});
