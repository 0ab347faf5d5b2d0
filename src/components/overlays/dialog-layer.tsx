import { Dialog, Portal } from '@chakra-ui/react';

/**
 * Every dialog's layer, inside its Dialog.Root: portalled to the body over a backdrop, centred with a margin on
 * narrow screens. Takes the content's props (a dialog that is a form passes `as="form"` and `onSubmit`).
 */
export function DialogLayer({ children, ...contentProps }: Dialog.ContentProps) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px="4">
        <Dialog.Content {...contentProps}>{children}</Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
