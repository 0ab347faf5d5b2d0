import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import type { ToastOptions } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePauseToastsWhileAway } from './use-pause-toasts-while-away';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

/** Toasts close after 3 s. */
export const TOAST_DURATION_MS = 3000;

/**
 * The app's one toast store. Features call `toaster.success({ title })`, `toaster.error(...)`, `.warning`,
 * `.info` or `toaster.create({ type, title, description })` with translated text.
 */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  // Kept for when Zag handles it; usePauseToastsWhileAway does the work today.
  pauseOnPageIdle: true,
  // Stacked, not overlapped, so every message can be read; older ones wait in the queue beyond five.
  overlap: false,
  max: 5,
  gap: 12,
});

function ToastItem({ toast }: { toast: ToastOptions }) {
  const { t } = useTranslation('shell');
  const dismiss = () => toaster.dismiss(toast.id);
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

/** Rendered once by the app provider; newest toast on top, at the top centre. */
export function Toaster() {
  const { t } = useTranslation('shell');
  usePauseToastsWhileAway(toaster);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} aria-label={t('toast.region')} insetInline={{ mdDown: '4' }}>
        {(toast) => <ToastItem toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
