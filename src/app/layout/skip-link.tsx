import { SkipNavLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * First focusable element of every page. It moves focus itself instead of following `#main`, so the router
 * sees no hash navigation (which would count as a page view and a scroll).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('shell');
  return (
    <SkipNavLink
      id={targetId}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('skipToContent')}
    </SkipNavLink>
  );
}
