import type { IconProps } from '@chakra-ui/react';
import { toLowerTr } from '@/i18n/formatters';
import { ArtIcon, BiologyIcon, BookIcon, ChemistryIcon, CodeIcon, MathIcon, PhysicsIcon } from './home-icons';

// Spec section 2, Home 3: the six known category names have their own icon; every other one a book.
const KNOWN = {
  matematik: MathIcon,
  fizik: PhysicsIcon,
  kimya: ChemistryIcon,
  biyoloji: BiologyIcon,
  programlama: CodeIcon,
  sanat: ArtIcon,
} as const;

export function CategoryIcon({ name, ...props }: { name: string } & IconProps) {
  const Icon = KNOWN[toLowerTr(name.trim()) as keyof typeof KNOWN] ?? BookIcon;
  return <Icon aria-hidden {...props} />;
}
