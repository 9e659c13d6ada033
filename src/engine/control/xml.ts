/**
 * Text escaped for an XML attribute or element. Characters XML 1.0 cannot carry at all (most
 * control characters, lone surrogates) become U+FFFD: a provider's answer quoted in a failure must
 * not make the whole file unreadable to the CI.
 */
export function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\n', '&#10;')
    .replaceAll('\r', '&#13;')
    .replaceAll('\t', '&#9;')
}
