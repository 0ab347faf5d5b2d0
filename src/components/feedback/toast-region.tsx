import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import type { ToastOptions } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toastStore } from './toast-store';
import { usePauseToastsWhileAway } from './use-pause-toasts-while-away';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

function ToastItem({ toast }: { toast: ToastOptions }) {
  const { t } = useTranslation('shell');
  const dismiss = () => toastStore.dismiss(toast.id);
  const { handlers, consumeDrag } = useSwipeToDismiss(dismiss);

  return (
    <Toast.Root
      width={{ md: 'sm' }}
      cursor="pointer"
      touchAction="pan-y"
      userSelect="none"
      css={{ '&[data-type=info]': { bg: 'blue.solid', color: 'blue.contrast' } }}
      onClick={() => {
        // The whole toast closes on click, but not when the click merely ends a drag that sprang back.
        if (!consumeDrag()) dismiss();
      }}
      {...handlers}
    >
      {toast.type === 'loading' ? <Spinner size="sm" aria-hidden="true" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      <Toast.CloseTrigger aria-label={t('toast.close')} />
    </Toast.Root>
  );
}

/** The toasts on screen, newest on top, at the top centre; loaded with the first toast (toasts.tsx). */
export function ToastRegion() {
  const { t } = useTranslation('shell');
  usePauseToastsWhileAway(toastStore);
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} aria-label={t('toast.region')} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
