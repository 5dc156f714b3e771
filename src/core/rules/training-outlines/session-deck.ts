import { audienceByDivision, audienceTableRows, audienceTotals } from './audience-table';
import { audienceSentence, impactRows } from './change-summary';
import { diagramFlow, diagramStepBullet } from './diagram';
import { MISSING } from './missing';
import {
  addressedPainPoints,
  headlineMetrics,
  jobDescription,
  markedBullet,
  painPoints,
  plural,
  sentence,
  stepLine,
  systems,
} from './source';
import type { DeckOutline, DeckSlide, TrainingSource } from './types';

export const SESSION_DECK_LABEL = 'ILT/VILT Session Deck';

/** Rows or bullets per slide, so text stays readable at presentation size. */
export const PER_SLIDE = 6;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function paged(title: string, index: number, count: number): string {
  return count > 1 ? `${title} (${index + 1} of ${count})` : title;
}

/**
 * Tier 1 ILT/VILT session deck built from the change summary's content: title, agenda, what
 * changes, why, who is affected, the new steps, the systems, and questions.
 */
export function buildSessionDeckOutline(source: TrainingSource): DeckOutline {
  const builtFrom: string[] = [];
  const missing: string[] = [];
  const content: DeckSlide[] = [];
  const role = source.jobRoleName ?? 'No job role';

  // What changes
  const rows = impactRows(source);
  if (rows.length > 0) {
    builtFrom.push(`Change impact matrix (${plural(rows.length, 'output')})`);
    const pages = chunks(rows, PER_SLIDE);
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('What changes', i, pages.length),
        table: { columns: ['Process output', 'Change type', 'What changes', 'Impact'], rows: page },
        notes: 'High-impact outputs come first. Ask which of them participants handle every day.',
      });
    }
  } else {
    missing.push(MISSING.changeImpacts);
    content.push({ kind: 'content', title: 'What changes', bullets: [{ text: MISSING.changeImpacts }] });
  }

  // Why
  const all = painPoints(source);
  const addressed = addressedPainPoints(source);
  if (addressed.length > 0) {
    builtFrom.push(`Pain points addressed (${addressed.length} of ${all.length})`);
    const pages = chunks(addressed, PER_SLIDE);
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('Why we are changing', i, pages.length),
        bullets: page.map((p) => ({ text: p.title, ...(p.toBe ? { detail: p.toBe } : {}) })),
        notes: 'Each point is a problem staff reported today and how the future process removes it.',
      });
    }
  } else {
    const note = all.length === 0 ? MISSING.painPoints : MISSING.painPointStatuses;
    missing.push(note);
    content.push({ kind: 'content', title: 'Why we are changing', bullets: [{ text: note }] });
  }

  // Who
  const who = audienceSentence(source);
  if (who) {
    const t = audienceTotals(source.audience);
    const byDivision = audienceByDivision(source.audience);
    builtFrom.push(`Training audience (${plural(t.employees, 'employee')})`);
    content.push({
      kind: 'content',
      title: 'Who is affected',
      subtitle: who,
      table: audienceTableRows(byDivision, PER_SLIDE),
      notes:
        byDivision.rows.length > PER_SLIDE
          ? `The ${PER_SLIDE} largest of ${byDivision.rows.length} divisions; the change summary lists them all.`
          : undefined,
    });
  } else {
    const note = MISSING.audience(source.jobRoleName);
    missing.push(note);
    content.push({ kind: 'content', title: 'Who is affected', bullets: [{ text: note }] });
  }

  // The new way of working: the diagram's picture and steps when the To-Be map has one.
  const jd = jobDescription(source, 'to_be');
  const diagram = diagramFlow(source, 'to_be');
  if (diagram) {
    builtFrom.push(diagram.builtFrom);
    content.push({
      kind: 'content',
      title: 'The new process at a glance',
      image: diagram.image,
      notes: `Walk through the To-Be flow from its start. ${diagram.image.alt ?? ''}`.trim(),
    });
  }
  const steps = diagram
    ? diagram.steps.map((step) => {
        const b = diagramStepBullet(step);
        return { ...b, ...(markedBullet(source, jd, step.name).marked ? { marked: true } : {}) };
      })
    : jd.steps.map((step) => {
        const b = markedBullet(source, jd, stepLine(step));
        return { ...b, text: sentence(b.text) };
      });
  if (steps.length > 0) {
    if (!diagram) builtFrom.push(`To-Be job description (${plural(jd.steps.length, 'step')})`);
    const pages = chunks(steps, PER_SLIDE);
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('The new process, step by step', i, pages.length),
        bullets: page,
        notes: 'Lines marked "Significant change" differ most from today: demonstrate them.',
      });
    }
  } else if (!diagram) {
    const note = jd.artifact ? MISSING.toBeSteps : MISSING.toBeJobDescription;
    missing.push(note);
    content.push({ kind: 'content', title: 'The new process, step by step', bullets: [{ text: note }] });
  }

  const systemList = systems(source, 'to_be');
  if (systemList.length > 0) {
    builtFrom.push(`To-Be systems (${plural(systemList.length, 'system')})`);
    const pages = chunks(systemList, PER_SLIDE);
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('Systems you will use', i, pages.length),
        bullets: page.map((s) => ({
          text: s.purpose ? `${s.name}: ${s.purpose}` : s.name,
          ...(s.keyFunctions.length ? { detail: s.keyFunctions.join(' · ') } : {}),
        })),
      });
    }
  } else {
    missing.push(MISSING.toBeSystems);
  }

  const agenda = [...new Set(content.map((s) => s.title.replace(/ \(\d+ of \d+\)$/, '')))];
  const metrics = headlineMetrics(source);
  const slides: DeckSlide[] = [
    {
      kind: 'title',
      title: source.process.name,
      subtitle: `${SESSION_DECK_LABEL} · ${role} · generated ${source.generatedOn}`,
      notes: 'Draft generated from the process repository. Review and edit before the session.',
    },
    {
      kind: 'agenda',
      title: 'Agenda',
      bullets: [...agenda, 'Questions and answers'].map((text) => ({ text })),
      ...(metrics ? { subtitle: metrics } : {}),
    },
    ...content,
    {
      kind: 'closing',
      title: 'Questions and answers',
      subtitle: `Job aids and the process walkthrough for ${source.process.name} are filed under Tiers 2 and 3 of the Training Materials.`,
    },
  ];

  return {
    title: `${source.process.name} – ${SESSION_DECK_LABEL}`,
    subtitle: `Tier 1 · ILT/VILT session · ${role}`,
    slides,
    builtFrom,
    missing,
  };
}
