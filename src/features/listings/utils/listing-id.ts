/** A listing id in a URL: digits only; anything else is no listing (the page says "not found"). */
export const parseListingId = (param: string | undefined): number | null =>
  param !== undefined && /^\d+$/.test(param) ? Number(param) : null;
