import { Icon, IconButton, Tooltip } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Guests see the bell disabled with 'Lütfen giriş yapın'. `aria-disabled` rather than
 * `disabled`, so the button stays focusable and hoverable and the tooltip can still explain why.
 */
export function GuestNotificationBell() {
  const { t } = useTranslation('nav');
  const text = t('notifications.signInRequired');
  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          aria-label={text}
          aria-disabled="true"
          variant="ghost"
          rounded="full"
          onClick={(event) => event.preventDefault()}
        >
          <Icon asChild boxSize="5">
            <Bell />
          </Icon>
        </IconButton>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{text}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
