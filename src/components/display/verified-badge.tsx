import { type SystemStyleObject, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface VerifiedBadgeProps {
  /** The identity was verified: without it (or without a verification at all) there is no badge. */
  identity?: boolean;
  /** A diploma was verified too, named in the tip. */
  diploma?: boolean;
}

/**
 * The badge's look. Also written into the styles of a list that draws the badge as plain markup (the teacher
 * cards, one styled element less per card).
 */
export const VERIFIED_BADGE_STYLES: SystemStyleObject = {
  px: '2',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'green.subtle',
  color: 'green.fg',
  // A check mark drawn by CSS with an empty alternative text, so screen readers read only the words.
  _before: { content: '"✓ " / ""' },
};

/**
 * 'Doğrulanmış Eğitmen', and what was verified (Kimlik, Diploma) as its tooltip (`title`) and, for screen
 * readers, as hidden text beside it. Deliberately plain (a text glyph, no icon, no tooltip library): the badge
 * is on the home page's cards, whose first load has no room left (docs/decisions/2026-11-26-verified-badge.md).
 */
export function VerifiedBadge({ identity = false, diploma = false }: VerifiedBadgeProps) {
  const { t } = useTranslation('common');
  if (!identity) return null;
  const tip = t(diploma ? 'verified.identityAndDiploma' : 'verified.identity');
  return (
    <Text as="span" title={tip} css={VERIFIED_BADGE_STYLES}>
      {t('verified.badge')}
      <VisuallyHidden>{` (${tip})`}</VisuallyHidden>
    </Text>
  );
}
