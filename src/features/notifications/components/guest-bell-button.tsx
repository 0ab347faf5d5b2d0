import { Icon, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import type { Ref } from 'react';

type GuestBellButtonProps = Omit<IconButtonProps, 'aria-label'> & {
  label: string;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The guest's bell: `aria-disabled` rather than `disabled`, so it stays focusable and hoverable and the tooltip
 * can still say why it does nothing; a press does nothing.
 */
export function GuestBellButton({ label, ...props }: GuestBellButtonProps) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled="true"
      variant="ghost"
      rounded="full"
      onClick={(event) => event.preventDefault()}
      {...props}
    >
      <Icon asChild boxSize="5">
        <Bell />
      </Icon>
    </IconButton>
  );
}
