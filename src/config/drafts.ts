/**
 * What a person typed and has not sent yet (a request, a listing, a review, a chat message) is kept in session
 * storage under keys with this prefix. Like the preferences, an expiry that empties storage keeps them, so the
 * form is back as it was after the person signs in again; a deliberate sign-out or an account deletion removes
 * them, so the next person on the browser never sees them.
 */
export const DRAFT_STORAGE_PREFIX = 'draft:';
