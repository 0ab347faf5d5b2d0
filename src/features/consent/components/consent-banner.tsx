import { Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setAnalyticsConsent } from '@/lib/analytics';
import { CONSENT_DECIDED_ATTRIBUTE } from '../decided';

export interface ConsentBannerProps {
  /** The choice made earlier (the banner was asked for again from the footer), or null on a first visit. */
  consent: boolean | null;
  /** Opened on request (the footer's 'Çerez tercihleri'): the focus moves into the banner. */
  focusOnOpen: boolean;
  /** Called after the choice is saved, so the slot can close the banner and put the focus back. */
  onChosen: () => void;
}

/**
 * Keeps the page's end reachable under the fixed banner, without moving anything already on screen: the room is
 * added below the page (the body's bottom padding), and scroll-padding makes the browser keep a focused element
 * out from under the banner when it scrolls one into view (WCAG 2.4.11, focus not obscured).
 */
function useRoomBelowThePage(banner: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const { body, documentElement: root } = document;
    const reserve = () => {
      const height = `${element.offsetHeight}px`;
      body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [banner]);
}

/**
 * The analytics consent banner (KVKK): page views and performance measurements are collected only after the
 * visitor accepts. Accepting and declining are the same kind of button, side by side, and nothing is chosen for
 * the visitor. It is a named region, not a dialog: it does not take the focus or block the page (a visitor may
 * read the privacy policy first), and it comes early in the document so the keyboard and a screen reader meet it
 * before the page, while it sits fixed at the bottom of the screen.
 */
export function ConsentBanner({ consent, focusOnOpen, onChosen }: ConsentBannerProps) {
  const { t } = useTranslation('consent');
  const titleId = useId();
  const banner = useRef<HTMLElement>(null);
  useRoomBelowThePage(banner);

  useEffect(() => {
    if (focusOnOpen) banner.current?.focus();
  }, [focusOnOpen]);

  const choose = (granted: boolean) => {
    setAnalyticsConsent(granted);
    onChosen();
  };

  return (
    <Box
      as="section"
      ref={banner}
      aria-labelledby={titleId}
      tabIndex={-1}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      borderTopWidth="1px"
      background="bg.panel"
      boxShadow="lg"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
      colorPalette="brand"
      // A server-rendered page carries the banner for first visits; a visitor who has decided never sees it.
      css={{ [`html[${CONSENT_DECIDED_ATTRIBUTE}] &`]: { display: 'none' } }}
    >
      <Flex
        maxWidth="5xl"
        marginX="auto"
        paddingX={{ base: '4', md: '6' }}
        paddingY="4"
        gap={{ base: '3', md: '6' }}
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'center' }}
      >
        <Stack gap="1" flex="1">
          <Heading as="h2" id={titleId} textStyle="md" fontWeight="semibold">
            {t('title')}
          </Heading>
          <Text textStyle="sm">
            {t('text')}{' '}
            <Link asChild variant="underline" colorPalette="brand">
              <RouterLink to={`${paths.privacy.getHref()}#cookies`}>{t('privacyLink')}</RouterLink>
            </Link>
          </Text>
          {consent !== null && (
            <Text textStyle="sm" color="fg.muted">
              {consent ? t('current.accepted') : t('current.declined')}
            </Text>
          )}
        </Stack>
        {/* Equally easy (KVKK): the same size, variant and weight, neither one pre-selected. */}
        <HStack gap="3" flexShrink="0">
          <Button flex={{ base: '1', md: 'none' }} minWidth="28" onClick={() => choose(false)}>
            {t('decline')}
          </Button>
          <Button flex={{ base: '1', md: 'none' }} minWidth="28" onClick={() => choose(true)}>
            {t('accept')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
