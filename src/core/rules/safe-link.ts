/**
 * The one rule for stored links (issue 17): every fileUrl, link and document URL is either an
 * absolute http:/https: address or a file stored in this app (a path under /objects/). The server
 * refuses anything else on write; the client opens nothing else.
 *
 * Decided with the WHATWG URL parser — the one browsers use — and not with a regular expression,
 * so that what we check is what a browser would open: it drops leading/trailing C0 controls and
 * spaces and every tab or newline ("java\tscript:", "\u0001javascript:" are javascript:), reads
 * "\" as "/" ("/\evil.example" is protocol-relative), and resolves encoded dot segments
 * ("/objects/%2e%2e/x" is "/x").
 */

export const SAFE_LINK_MESSAGE =
  'Links must start with http:// or https://, or be a file stored in this app.';

/** Where stored files are served (files feature). */
export const STORED_FILE_PREFIX = '/objects/';

/** A base no real page has: a relative link that leaves it points somewhere else. */
const BASE = 'http://app.invalid';
const BASE_ORIGIN = 'http://app.invalid';

export type SafeLink =
  /** An absolute http(s) address, as the parser serialises it. */
  | { kind: 'web'; href: string }
  /** A same-app path under `prefix`: path, query and fragment, resolved. */
  | { kind: 'app-path'; href: string };

/** The text the parser reads: leading C0 controls and spaces gone, every tab and newline gone. */
function asParserSees(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the parser strips exactly these
  return value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
}

function parse(value: string, base?: string): URL | null {
  try {
    return base === undefined ? new URL(value) : new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * A same-app path that stays under `prefix` wherever the page is: it must be path-absolute (start
 * with "/", not "//" or "/\"), resolve to this origin, and its resolved path must start with
 * `prefix`. Answers the resolved path, query and fragment, or null.
 */
export function resolveAppPath(value: string, prefix: string): string | null {
  const url = parse(value, BASE);
  if (!url || url.origin !== BASE_ORIGIN) return null;
  const seen = asParserSees(value);
  // A relative path ("objects/x") would resolve against the page's own path, not the root.
  if (!seen.startsWith('/') || seen.startsWith('//') || seen.startsWith('/\\')) return null;
  if (!url.pathname.startsWith(prefix) || url.pathname.length <= prefix.length) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The link in the form it may be opened, or null when it is not a link we store or open. */
export function parseSafeLink(value: string | null | undefined): SafeLink | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const absolute = parse(value);
  if (absolute) {
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
    if (!absolute.hostname) return null;
    // "https:x" (no slashes) is a relative path on an https page; only "scheme://" is unambiguous.
    if (!/^https?:[/\\]{2}/i.test(asParserSees(value))) return null;
    return { kind: 'web', href: absolute.href };
  }
  const path = resolveAppPath(value, STORED_FILE_PREFIX);
  return path ? { kind: 'app-path', href: path } : null;
}

/** True when `value` may be stored as a link: http(s) with a host, or a stored file under /objects/. */
export function isSafeLink(value: string | null | undefined): boolean {
  return parseSafeLink(value) !== null;
}
