import { Icon, type IconProps } from '@chakra-ui/react';
import { Atom, Book, CodeXml, Dna, FlaskConical, Palette, Sigma } from 'lucide-react';
import { toLowerTr } from '@/i18n/formatters';

// Home page: the six known category names have their own icon; every other one a book.
const KNOWN = {
  matematik: Sigma,
  fizik: Atom,
  kimya: FlaskConical,
  biyoloji: Dna,
  programlama: CodeXml,
  sanat: Palette,
} as const;

export function CategoryIcon({ name, ...props }: { name: string } & IconProps) {
  const Glyph = KNOWN[toLowerTr(name.trim()) as keyof typeof KNOWN] ?? Book;
  return (
    <Icon asChild aria-hidden {...props}>
      <Glyph />
    </Icon>
  );
}
