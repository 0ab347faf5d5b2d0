import { Avatar } from '@chakra-ui/react';
import { initials } from '@/lib/people/initials';

interface ChatAvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: 'xs' | 'sm' | 'md';
}

/** The person's picture, or the first letter of their name; decorative (the name is said beside it). */
export function ChatAvatar({ name, imageUrl, size = 'sm' }: ChatAvatarProps) {
  return (
    <Avatar.Root size={size} aria-hidden="true" flexShrink={0}>
      <Avatar.Fallback>{initials(name, null)}</Avatar.Fallback>
      {imageUrl ? <Avatar.Image src={imageUrl} alt="" /> : null}
    </Avatar.Root>
  );
}
