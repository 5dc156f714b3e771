import { descriptorOf, isElement, type ModdleElement } from './model';

/**
 * A plain-data picture of a parsed diagram for comparing two parses: every element's type, id,
 * properties, vendor attributes and extension content, with references as ids. Namespace
 * declarations are left out (a serializer may move them without changing meaning).
 */
export function semanticDigest(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(semanticDigest);
  if (!isElement(value)) return value;
  const element: ModdleElement = value;
  const out: Record<string, unknown> = { $type: element.$type };
  const descriptor = descriptorOf(element);
  const attrs = Object.entries(element.$attrs ?? {}).filter(([key]) => !key.startsWith('xmlns'));
  if (attrs.length) out.$attrs = Object.fromEntries(attrs);
  if (!descriptor || descriptor.isGeneric) {
    for (const key of Object.keys(element)) {
      if (key !== '$parent' && key !== '$type' && key !== '$attrs' && !key.startsWith('xmlns')) {
        out[key] = semanticDigest(element[key]);
      }
    }
    return out;
  }
  for (const property of descriptor.properties ?? []) {
    const child = element[property.name];
    if (child === undefined) continue;
    if (!property.isReference) out[property.name] = semanticDigest(child);
    else out[property.name] = Array.isArray(child) ? child.map(idOf) : idOf(child);
  }
  return out;
}

function idOf(value: unknown): unknown {
  return isElement(value) ? (value.id ?? value.$type) : value;
}
