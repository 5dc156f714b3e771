export interface RootElement {
  qualifiedName: string;
  localName: string;
  namespace: string | undefined;
}

/**
 * The document element's name and namespace, read from its start tag without a full parse; undefined
 * when the text does not start (after a BOM, prolog, comments and DOCTYPE) with an element.
 */
export function readRootElement(xml: string): RootElement | undefined {
  let rest = xml.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    const prolog = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i.exec(rest);
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  const start =
    /^<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/.exec(
      rest,
    );
  if (!start) return undefined;
  const qualifiedName = start[1]!;
  const [prefix, localName] = qualifiedName.includes(':') ? qualifiedName.split(':') : ['', qualifiedName];
  const attrs = new Map<string, string>();
  for (const attr of (start[2] ?? '').matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attrs.set(attr[1]!, attr[2] ?? attr[3] ?? '');
  }
  const namespace = attrs.get(prefix ? `xmlns:${prefix}` : 'xmlns');
  return { qualifiedName, localName: localName!, namespace };
}
