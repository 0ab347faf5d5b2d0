import { createIcon } from '@chakra-ui/react';

// Hand-drawn on purpose: lucide-react 1.x dropped brand logos, so the one brand glyph the app shows lives here.

export const InstagramIcon = createIcon({
  displayName: 'InstagramIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <rect width="20" height="20" x="2" y="2" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </g>
  ),
});
