import { descriptorOf, isElement, type ModdleElement } from './model';

/**
 * Every semantic element with an id, by id, in document order (containment only, references are
 * not followed; the diagram interchange part is left out).
 */
export function indexElements(definitions: ModdleElement): Map<string, ModdleElement> {
  const index = new Map<string, ModdleElement>();
  const visit = (element: ModdleElement) => {
    if (element.id && !index.has(element.id)) index.set(element.id, element);
    const descriptor = descriptorOf(element);
    if (!descriptor || descriptor.isGeneric) return;
    for (const property of descriptor.properties ?? []) {
      if (property.isReference || property.name === 'diagrams' || property.name === 'extensionElements')
        continue;
      const value = element[property.name];
      for (const child of Array.isArray(value) ? value : [value]) if (isElement(child)) visit(child);
    }
  };
  visit(definitions);
  return index;
}
