import { records } from '@core/artifact-types';
import type { SystemsContent } from '@core/schemas/artifact-content';
import { z } from 'zod';
import {
  allBlank,
  baseOf,
  type Extra,
  extraOf,
  formText,
  fromTextItems,
  putList,
  storedFields,
  storedItem,
  type TextItem,
  textItemSchema,
  toTextItems,
} from './form-utils';

export interface SystemItem {
  name: string;
  purpose: string;
  keyFunctions: TextItem[];
  extra: Extra;
}

export interface SystemsForm {
  systems: SystemItem[];
}

export function toSystemsForm(content: unknown): SystemsForm {
  const c = storedFields(content);
  const systems = records(c.systems);
  return {
    systems: systems
      .map((s) => ({
        name: formText(s.name),
        purpose: formText(s.purpose),
        keyFunctions: toTextItems(s.keyFunctions),
        extra: extraOf(s, ['name', 'purpose', 'keyFunctions']),
      }))
      .filter((s) => !allBlank(s.name, s.purpose) || s.keyFunctions.length > 0),
  };
}

/** Each system with a name, its purpose and key functions; blank systems are dropped. */
export function fromSystemsForm(values: SystemsForm, base?: unknown): SystemsContent {
  const out = baseOf(base);
  const systems = (values.systems ?? [])
    .map((s) => ({ ...s, functions: fromTextItems(s.keyFunctions) }))
    .filter((s) => !allBlank(s.name, s.purpose) || s.functions.length > 0)
    .map((s) =>
      storedItem({ ...s.extra, name: s.name.trim() }, { purpose: s.purpose }, { keyFunctions: s.functions }),
    );
  putList(out, 'systems', systems);
  return out as SystemsContent;
}

export const EMPTY_SYSTEM: SystemItem = { name: '', purpose: '', keyFunctions: [], extra: {} };

export const SystemsFormSchema = z.object({
  systems: z.array(
    z
      .looseObject({
        name: z.string().max(200, 'Keep the name under 200 characters'),
        purpose: z.string().max(2000, 'Keep the purpose under 2,000 characters'),
        keyFunctions: z.array(textItemSchema(500)),
      })
      .refine((s) => s.name.trim() !== '' || (!s.purpose.trim() && !fromTextItems(s.keyFunctions).length), {
        message: 'Enter the system’s name, or remove it',
        path: ['name'],
      }),
  ),
});
