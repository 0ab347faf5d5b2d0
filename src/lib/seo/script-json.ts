/**
 * JSON to write inside a <script> element (a JSON-LD block, a dehydrated state): `<`, `>`, `&` and the line
 * separators written as JSON escapes, so no text a person typed (a biography holding `</script>` or `<!--`) can
 * end the element or start markup. JSON readers decode the escapes back to the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
