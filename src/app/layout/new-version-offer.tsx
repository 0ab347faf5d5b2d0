import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { watchForNewVersion } from '@/lib/release/new-version';
import { reloadPage } from './reload-page';

/**
 * Boxes and options are done at the click: their focus is no typing or choosing to wait for, and a click on one
 * (a directory filter's checkbox) does not render the offer on its way to the filter's request.
 */
const CLICKED_INPUTS = new Set(['checkbox', 'radio']);

function isEditable(element: EventTarget | Element | null): boolean {
  if (element instanceof HTMLInputElement) return !CLICKED_INPUTS.has(element.type);
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['TEXTAREA', 'SELECT'].includes(element.tagName))
  );
}

/** False while the person is typing or choosing in a field: the offer waits until they leave it. */
function useCalmMoment(): boolean {
  const [calm, setCalm] = useState(() => !isEditable(document.activeElement));
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setCalm(!isEditable(event.target));
    // relatedTarget is where the focus goes next (null: nowhere), so moving from field to field stays busy.
    const onFocusOut = (event: FocusEvent) => setCalm(!isEditable(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return calm;
}

/**
 * 'Yeni sürüm hazır' with a reload button, once a new release is deployed while the app is open. After a deploy
 * the old page parts are gone, so the next lazily loaded screen would fail; the offer comes first, at a calm
 * moment (not while a field has the focus), never takes the focus and never reloads by itself: what the person
 * is doing is theirs to finish (forms keep drafts across a reload).
 */
export function NewVersionOffer() {
  const { t } = useTranslation('shell');
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const calm = useCalmMoment();

  useEffect(() => watchForNewVersion(() => setReady(true)), []);

  const shown = ready && !dismissed && calm;
  return (
    <Box
      role="status"
      aria-label={t('newVersion.region')}
      aria-live="polite"
      position="fixed"
      insetX="4"
      bottom="4"
      zIndex="toast"
      pointerEvents="none"
    >
      {shown && (
        <HStack
          pointerEvents="auto"
          maxWidth="md"
          marginX="auto"
          padding="3"
          gap="3"
          flexWrap="wrap"
          borderWidth="1px"
          borderRadius="l2"
          background="bg.panel"
          boxShadow="lg"
        >
          <Text flex="1" minWidth="40" fontWeight="medium">
            {t('newVersion.ready')}
          </Text>
          <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
            {t('newVersion.later')}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={reloadPage}>
            {t('newVersion.reload')}
          </Button>
        </HStack>
      )}
    </Box>
  );
}
