import { Box, Heading, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface StaticPageSectionProps extends Omit<BoxProps, 'title' | 'as'> {
  title: string;
  /** `nav` for a section that is a list of links. */
  as?: 'section' | 'nav';
  /** The space under the heading. */
  titleGap?: '2' | '3' | '4' | '5';
  /** `lg` for a heading inside a smaller box; otherwise the page's section size. */
  titleSize?: 'lg';
  children: ReactNode;
}

/**
 * A part of a static page (about, help, FAQ), named by its h2 so that it is a landmark a screen reader can list:
 * a bare heading over running content. Not the framed card of the own-account pages (display/page-section).
 */
export function StaticPageSection({
  title,
  as = 'section',
  titleGap = '5',
  titleSize,
  children,
  ...box
}: StaticPageSectionProps) {
  const titleId = useId();
  return (
    <Box as={as} aria-labelledby={titleId} {...box}>
      <Heading as="h2" id={titleId} size={titleSize ?? { base: 'xl', md: '2xl' }} mb={titleGap}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
