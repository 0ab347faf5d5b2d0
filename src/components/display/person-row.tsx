import { Avatar, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PersonRowProps {
  /** Shown in the avatar until (or instead of) the photo. */
  initials: string;
  photo?: string | null;
  /** The person's name: plain text or a link to their profile. */
  name: ReactNode;
  /** A muted line under the name (a rating, a count). */
  details: ReactNode;
  /** Buttons at the end of the row; they wrap under the name on a narrow screen. */
  actions: ReactNode;
}

/**
 * One person in a list (render inside an `as="ul"` Stack): photo, name, a detail line and actions. The photo is
 * decorative (alt=""), since the name beside it says who it is.
 */
export function PersonRow({ initials, photo, name, details, actions }: PersonRowProps) {
  return (
    <HStack as="li" gap="3" p="3" borderWidth="1px" borderRadius="l2" bg="bg.panel" wrap="wrap">
      <Avatar.Root size="md" colorPalette="brand">
        <Avatar.Fallback>{initials}</Avatar.Fallback>
        {photo ? <Avatar.Image src={photo} alt="" /> : null}
      </Avatar.Root>
      <Stack gap="0.5" flex="1" minW="40">
        {name}
        {details}
      </Stack>
      {actions}
    </HStack>
  );
}
