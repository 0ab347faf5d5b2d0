/**
 * Where a panel opened from the header (the user menu, the notifications and messages panels) sits: under its
 * button's right edge, placed against the viewport. The header is fixed, so a panel placed in the document would
 * ride along with a page that scrolls under it (the smooth scroll to the top after every navigation) and move
 * away from its button, and from the pointer about to choose in it, until it is placed again.
 */
export const HEADER_DROPDOWN_POSITIONING = { placement: 'bottom-end', strategy: 'fixed' } as const;
