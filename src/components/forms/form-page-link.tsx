import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface FormPageLinkProps {
  to: string;
  children: string;
  /** Words before the link on the same centred line ("No account yet?"); without them the link stands alone. */
  prompt?: string;
}

/** A link under a FormPage's card, to the neighbouring page (sign up, sign in, ask for a new link). */
export function FormPageLink({ to, children, prompt }: FormPageLinkProps) {
  const link = (
    <Link asChild colorPalette="brand" variant="underline" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
  if (prompt === undefined) return link;
  return (
    <HStack justify="center" gap="1" flexWrap="wrap">
      <Text color="fg.muted">{prompt}</Text>
      {link}
    </HStack>
  );
}
