import { Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { splitMessageLinks } from '../utils/message-links';

/**
 * A message as text: never HTML. http(s) addresses become links that open in a new tab without giving the
 * page a handle on this one or vouching for the target (rel noopener noreferrer nofollow). Line breaks are
 * kept and long words wrap.
 */
export function MessageText({ content }: { content: string }) {
  const parts = useMemo(() => splitMessageLinks(content), [content]);
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" wordBreak="break-word">
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Link
            // The parts of one message never reorder.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            textDecoration="underline"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
