import { Icon } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

interface LabelIconProps {
  icon: LucideIcon;
  /** Drawn solid (e.g. the heart of a saved teacher) instead of as an outline. */
  filled?: boolean;
}

/**
 * A glyph in front of a text that already says what it means (a button's label, a row's value): text-sized and
 * hidden from screen readers, so it is never read out twice.
 */
export function LabelIcon({ icon: Glyph, filled = false }: LabelIconProps) {
  return (
    <Icon asChild boxSize="4" aria-hidden>
      <Glyph fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}
