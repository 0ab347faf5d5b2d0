import { Icon, IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '@/hooks/use-dark-mode';

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
      <Icon asChild boxSize="5">
        {isDark ? <Sun /> : <Moon />}
      </Icon>
    </IconButton>
  );
}
