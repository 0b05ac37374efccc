/**
 * A Content-Security-Policy source list an administrator sets in a parameter (the origins allowed to frame wallboards):
 * `'none'` alone, or `'self'` and exact origins such as `https://intranet.example.com`, separated by spaces or commas.
 * Only what parses goes into a header, so a stored value can never add a directive.
 */

/** The sources to send (`'none'` when the list is empty) and the words that are not sources. */
export function parseSourceList(text: string): { sources: string[]; invalid: string[] } {
  const words = text.split(/[\s,]+/).filter(Boolean);
  const sources: string[] = [];
  const invalid: string[] = [];
  for (const word of words) {
    const source = sourceOf(word);
    if (source === undefined || (source === "'none'" && words.length > 1)) invalid.push(word);
    else if (!sources.includes(source)) sources.push(source);
  }
  return { sources: sources.length ? sources : ["'none'"], invalid };
}

function sourceOf(word: string): string | undefined {
  const keyword = word.toLowerCase();
  if (keyword === "'none'" || keyword === "'self'") return keyword;
  // An exact origin: a host name or [IPv6] address and a port; no wildcard (any subdomain could frame), path or
  // credentials, and no character (such as ;) that could end the directive in the header.
  if (!/^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?\/?$/i.test(word)) return undefined;
  try {
    const url = new URL(word);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}
