import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '@/hooks/use-dark-mode';
import { MoonIcon, SunIcon } from './header-icons';

/** The label says what pressing does, so it switches between the light-mode and dark-mode wording. */
export function DarkModeToggle() {
  const { t } = useTranslation('nav');
  const { isDark, toggle } = useDarkMode();
  return (
    <IconButton
      aria-label={isDark ? t('darkMode.switchToLight') : t('darkMode.switchToDark')}
      variant="ghost"
      rounded="full"
      onClick={toggle}
    >
      {isDark ? <SunIcon boxSize="5" /> : <MoonIcon boxSize="5" />}
    </IconButton>
  );
}
