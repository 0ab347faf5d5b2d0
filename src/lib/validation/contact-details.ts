/*
 * The one contact detector: does a text carry a phone number or an e-mail address? Contact details are shared
 * by the app when the Eğitmen approves a lesson request; before that a message or a request that carries them
 * is refused, by the client before sending and by the server (the mock imports this module, so both refuse
 * the same texts). Written forms a person types: '0532 123 45 67', '05321234567', '+90 532 123 45 67',
 * '(532) 123 45 67', '0532-123-4567', 'ad@ornek.com'. Numbers in words and 'x at y dot com' are not caught.
 */

// A Turkish number: an optional +90 / 90 / 0, an area or operator code of three digits starting 2–5 (maybe in
// parentheses), then seven digits in groups of 3-2-2 or 3-4, with spaces, dots or dashes between; not part of
// a longer run of digits (an order number, a price).
const PHONE =
  /(?<![\d+])(?:(?:\+|00)?90[\s.-]*)?(?:0[\s.-]*)?\(?[2-5]\d{2}\)?[\s.-]*\d{3}[\s.-]*\d{2}[\s.-]*\d{2}(?!\d)/;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;

export function containsContactDetails(text: string): boolean {
  return PHONE.test(text) || EMAIL.test(text);
}
