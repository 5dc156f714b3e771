import { readSystems } from '../../artifact-types';

/*
 * The systems a step uses: those its text names, the system its diagram lane stands for, and the
 * one whose key function the step spells out. A step
 * that says "Cloud ERP" where two systems share that name uses "Cloud ERP" – the text does not say
 * which – rather than both; key functions are listed only for a system the step is known to use.
 */

export interface SystemFacts {
  name: string;
  purpose: string | null;
  keyFunctions: string[];
}

export interface StepSystem {
  name: string;
  /** The system's key functions the step describes; [] when it only names the system. */
  keyFunctions: string[];
}

export function readSystemList(content: unknown): SystemFacts[] {
  return readSystems(content).flatMap((s) =>
    s.name ? [{ name: s.name, purpose: s.purpose, keyFunctions: s.keyFunctions }] : [],
  );
}

/** Lower case, punctuation and dashes as spaces, single spaces: "cloud erp crm quoting". */
function plainText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

const STOP_WORDS = new Set(
  'the and for with from into onto this that then than when where which what their there they them your have has are was were will each per via its not but all any new'.split(
    ' ',
  ),
);

function words(text: string): Set<string> {
  return new Set(
    plainText(text)
      .split(' ')
      .map((w) => w.replace(/s$/, ''))
      .filter((w) => w.length >= 3 && !STOP_WORDS.has(w)),
  );
}

/**
 * A key function is described when all its words (at least two) appear in the step: "Automated
 * contract and warranty check" in "Confirm the automated contract and warranty check". Most of
 * its words is not enough: "Push to CRM opportunity" is not in "Log the opportunity in CRM".
 */
function functionMatches(step: Set<string>, keyFunction: string): boolean {
  const fn = [...words(keyFunction)];
  return fn.length >= 2 && fn.every((w) => step.has(w));
}

/** "Cloud ERP – CRM & Quoting" → family "cloud erp", own words {crm, quoting}. */
function nameParts(name: string): { full: string; family: string | null; own: string[] } {
  const [family, ...rest] = name.split(/\s+[–—-]\s+/);
  return {
    full: plainText(name),
    family: rest.length ? plainText(family!) : null,
    own: rest.length ? [...words(rest.join(' '))] : [],
  };
}

/** Whether the text names the system itself (its full name, or its family and one of its own words). */
function namesSystem(text: string, system: SystemFacts): boolean {
  const line = plainText(text);
  const parts = nameParts(system.name);
  if (line.includes(parts.full)) return true;
  if (!parts.family || !line.includes(parts.family)) return false;
  const stepWords = words(text);
  return parts.own.some((w) => stepWords.has(w));
}

/**
 * The systems a step uses: named in its text or its lane (see above). A family name alone
 * ("Cloud ERP") counts as that system when only one system has it, else as the family itself.
 */
export function systemsInStep(step: string, lane: string | null, list: readonly SystemFacts[]): StepSystem[] {
  const stepWords = words(step);
  const used: StepSystem[] = [];
  const add = (s: SystemFacts) => {
    if (used.some((u) => u.name === s.name)) return;
    used.push({ name: s.name, keyFunctions: s.keyFunctions.filter((f) => functionMatches(stepWords, f)) });
  };
  for (const s of list) {
    const described = s.keyFunctions.some((f) => functionMatches(stepWords, f));
    if (namesSystem(step, s) || (lane && namesSystem(lane, s)) || described) add(s);
  }
  const line = plainText(step);
  const families = new Map<string, SystemFacts[]>();
  for (const s of list) {
    const family = nameParts(s.name).family;
    if (family) families.set(family, [...(families.get(family) ?? []), s]);
  }
  for (const [family, members] of families) {
    if (!line.includes(family) || members.some((m) => used.some((u) => u.name === m.name))) continue;
    if (members.length === 1) add(members[0]!);
    else used.push({ name: members[0]!.name.split(/\s+[–—-]\s+/)[0]!.trim(), keyFunctions: [] });
  }
  return used;
}

/** "Cloud ERP – CRM & Quoting (Rate-table pricing) · FieldPro Mobile", or null when none is used. */
export function stepSystemsText(used: readonly StepSystem[]): string | null {
  if (used.length === 0) return null;
  return used
    .map((s) => (s.keyFunctions.length ? `${s.name} (${s.keyFunctions.join('; ')})` : s.name))
    .join(' · ');
}
