import { createIcon } from '@chakra-ui/react';

export const MessageIcon = createIcon({
  displayName: 'MessageIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    </g>
  ),
});
