import { Heading, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface TitledSectionProps extends Omit<StackProps, 'id' | 'title' | 'children'> {
  /** The heading's id, which names the landmark. */
  id: string;
  title: ReactNode;
  /** `lg` for a page's main parts, `md` for the parts of a detail view. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** One titled part of a page: a section landmark named by its h2 (screen readers list it by that name). */
export function TitledSection({ id, title, size = 'lg', gap = '3', children, ...frame }: TitledSectionProps) {
  return (
    <Stack as="section" aria-labelledby={id} gap={gap} {...frame}>
      <Heading as="h2" size={size} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
