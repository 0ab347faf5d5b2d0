import type { SystemStyleObject } from '@chakra-ui/react';
import { VERIFIED_BADGE_STYLES } from '@/components/display/verified-badge';
import { BAND_COLOR } from '@/lib/people/rating-band';

const ICON: SystemStyleObject = {
  display: 'inline-block',
  lineHeight: '1em',
  flexShrink: '0',
  verticalAlign: 'middle',
  boxSize: '4',
};

/*
 * The card is plain markup styled by one object: a page of 20 cards as Chakra components (about 25 each: the
 * card's root, body and footer, stacks, texts, icons, the avatar's state machine, the profile button, the
 * verified badge) was most of a filter change's CPU time on a phone, each styled again on every render. The
 * look is the components' (Card outline md, Avatar 2xl brand, Heading md, Icon 4, Text, VisuallyHidden, Button
 * sm brand, the verified badge), written once here and serialised once for a list of cards (see
 * teacherListStyles), not once per card.
 */
const CARD: SystemStyleObject = {
  // Card.Root, variant outline, size md.
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  height: 'full',
  // Card.Body, its content centred.
  '& .tc-body': {
    padding: '6',
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    alignItems: 'center',
    textAlign: 'center',
  },
  // Card.Footer: the profile link over another feature's control, both full width.
  '& .tc-footer': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'stretch',
    gap: '2',
    paddingInline: '6',
    paddingBottom: '6',
  },
  '& .tc-avatar': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'medium',
    position: 'relative',
    verticalAlign: 'top',
    flexShrink: '0',
    userSelect: 'none',
    boxSize: '16',
    fontSize: 'xl',
    borderRadius: 'full',
    bg: 'brand.muted',
    color: 'brand.fg',
  },
  '& .tc-initials': { lineHeight: '1', textTransform: 'uppercase' },
  '& .tc-photo': { width: '100%', height: '100%', objectFit: 'cover', borderRadius: 'full' },
  '& .tc-name': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md', lineClamp: 2 },
  '& .tc-verified': VERIFIED_BADGE_STYLES,
  '& .tc-row': { display: 'flex', alignItems: 'center', gap: '1.5' },
  '& .tc-rating': { justifyContent: 'center' },
  '& .tc-details': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& .tc-modes': { display: 'flex', alignItems: 'center', gap: '3', listStyleType: 'none' },
  '& .tc-icon': ICON,
  '& .tc-muted': { color: 'fg.muted' },
  '& .tc-strong': { fontWeight: 'semibold' },
  '& .tc-small': { fontSize: 'sm' },
  '& .tc-sr': { srOnly: true },
  // The rating band's colour on the star (the number beside it keeps the text colour).
  ...Object.fromEntries(
    Object.entries(BAND_COLOR).map(([band, color]) => [`& [data-band=${band}] .tc-star`, { color }]),
  ),
};

/**
 * A card's styles, its profile link (`.tc-profile`) drawn with `profileButton`, the button recipe's styles (they
 * come from the theme's system, so they are passed in): an anchor with the button's look instead of a Button
 * component in each card.
 */
export function teacherCardStyles(profileButton: SystemStyleObject): SystemStyleObject {
  return { ...CARD, '& .tc-profile': { ...profileButton, colorPalette: 'brand', width: 'full' } };
}

/** The styles of a list whose cards (`.tc-card`) are plain markup: serialised once for the whole list. */
export function teacherListStyles(cardStyles: SystemStyleObject): SystemStyleObject {
  return { '& .tc-card': cardStyles };
}
