import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

interface GuestActionsProps {
  direction: 'row' | 'column';
  onNavigate?: () => void;
}

/** Only guests see the teacher sign-up prompt. */
export function GuestActions({ direction, onNavigate }: GuestActionsProps) {
  const { t } = useTranslation('nav');
  return (
    <Stack direction={direction} gap="2" align={direction === 'row' ? 'center' : 'stretch'}>
      <Button asChild variant="ghost" size="sm">
        <RouterLink to={paths.register.getHref('teacher')} onClick={onNavigate}>
          {t('guest.becomeTeacher')}
        </RouterLink>
      </Button>
      <Button asChild variant="outline" size="sm">
        <RouterLink to={paths.login.getHref()} onClick={onNavigate}>
          {t('guest.login')}
        </RouterLink>
      </Button>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to={paths.register.getHref()} onClick={onNavigate}>
          {t('guest.register')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
