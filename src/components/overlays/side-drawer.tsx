import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The button that opens the drawer, rendered as the drawer's trigger. Left out when the button lives outside
   * (a drawer whose code loads on the first click): focus still returns to it on closing.
   */
  trigger?: ReactNode;
  title: string;
  /** A title only screen readers need (the content names itself visually). */
  titleHidden?: boolean;
  closeLabel: string;
  placement: 'start' | 'end';
  size: 'xs' | 'full';
  /** Keep the content mounted while shut, so what was typed in it survives closing. */
  keepMounted?: boolean;
  children: ReactNode;
}

/**
 * A panel that slides in from a side of the screen, with a title and a close button. Unless kept mounted, its
 * content mounts on opening and unmounts on closing, so nothing inside it runs while it is shut.
 */
export function SideDrawer(props: SideDrawerProps) {
  return (
    <Drawer.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      placement={props.placement}
      size={props.size}
      lazyMount={!props.keepMounted}
      unmountOnExit={!props.keepMounted}
    >
      {props.trigger ? <Drawer.Trigger asChild>{props.trigger}</Drawer.Trigger> : null}
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title srOnly={props.titleHidden}>{props.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{props.children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={props.closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
