import { audienceByDivision, audienceTableRows, audienceTotals } from './audience-table';
import { audienceSentence, impactRows } from './change-summary';
import { diagramFlow } from './diagram';
import { MISSING } from './missing';
import { knowledgeCheck, learningObjectives, supportContacts } from './session-parts';
import {
  addressedPainPoints,
  facts,
  headlineMetrics,
  jobDescription,
  painPoints,
  plural,
  stepBullet,
  storedMapImage,
  systems,
} from './source';
import type { DeckOutline, DeckSlide, TrainingSource } from './types';

export const SESSION_DECK_LABEL = 'ILT/VILT Session Deck';

/** Most bullets per slide: at 20 pt with a detail line each, five fill the slide. */
export const PER_SLIDE = 5;
/** Most table rows per slide, so a table stays at 18 pt or more. */
export const ROWS_PER_SLIDE = 5;

/** Items split over as few slides as fit `size`, as evenly as possible (7 at 5 → 4 + 3, not 5 + 2). */
export function balancedChunks<T>(items: readonly T[], size: number): T[][] {
  const count = Math.ceil(items.length / size);
  const out: T[][] = [];
  for (let i = 0, at = 0; i < count; i++) {
    const take = Math.ceil((items.length - at) / (count - i));
    out.push(items.slice(at, at + take));
    at += take;
  }
  return out;
}

/** A slide saying what is missing (and noting it for the dialog) in place of the content. */
function gapSlide(missing: string[], title: string, note: string, notes: string): DeckSlide {
  missing.push(note);
  return { kind: 'content', title, bullets: [{ text: note }], notes };
}

function paged(title: string, index: number, count: number): string {
  return count > 1 ? `${title} (${index + 1} of ${count})` : title;
}

/**
 * Tier 1 ILT/VILT session deck: title, learning objectives, agenda, what changes (impact
 * colour-coded), why, who is affected, the map, the new steps (balanced across slides), the
 * systems, a knowledge check, next steps and support, and questions. Every content slide has
 * speaker notes.
 */
export function buildSessionDeckOutline(source: TrainingSource): DeckOutline {
  const builtFrom: string[] = [];
  const missing: string[] = [];
  const content: DeckSlide[] = [];
  const role = source.jobRoleName ?? 'No job role';
  const read = facts(source);

  // What changes
  const rows = impactRows(source);
  if (rows.length > 0) {
    builtFrom.push(`Change impact matrix (${plural(rows.length, 'output')})`);
    const pages = balancedChunks(rows, ROWS_PER_SLIDE);
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('What changes', i, pages.length),
        table: {
          columns: ['Process output', 'Change type', 'What changes', 'Impact'],
          rows: page,
          impactColumn: 3,
        },
        notes:
          'High-impact outputs come first (red). Ask which of them participants handle every day and what they do with it today.',
      });
    }
  } else {
    content.push(
      gapSlide(
        missing,
        'What changes',
        MISSING.changeImpacts,
        'Rate the outputs in the Change Impact Assessment Matrix, then generate this deck again.',
      ),
    );
  }

  // Why
  const all = painPoints(source);
  const addressed = addressedPainPoints(source);
  if (addressed.length > 0) {
    builtFrom.push(`Pain points addressed (${addressed.length} of ${all.length})`);
    const pages = balancedChunks(addressed, PER_SLIDE);
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('Why we are changing', i, pages.length),
        bullets: page.map((p) => ({ text: p.title, ...(p.toBe ? { detail: p.toBe } : {}) })),
        notes:
          'Each point is a problem staff reported today and how the future process removes it. Ask for a recent example of each.',
      });
    }
  } else {
    const note = all.length === 0 ? MISSING.painPoints : MISSING.painPointStatuses;
    content.push(
      gapSlide(
        missing,
        'Why we are changing',
        note,
        'Explain in your own words why the process changes until the pain points are recorded.',
      ),
    );
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
      table: audienceTableRows(byDivision, ROWS_PER_SLIDE),
      notes:
        byDivision.rows.length > ROWS_PER_SLIDE
          ? `The ${ROWS_PER_SLIDE} largest of ${byDivision.rows.length} divisions; the change summary's appendix lists them all.`
          : 'Every division with people in this role; the change summary lists the same numbers.',
    });
  } else {
    content.push(
      gapSlide(
        missing,
        'Who is affected',
        MISSING.audience(source.jobRoleName),
        'Name the teams in the room that do this work.',
      ),
    );
  }

  // The new way of working: the diagram's picture, then the steps from the process facts.
  const diagram = diagramFlow(source, 'to_be');
  if (diagram) builtFrom.push(diagram.builtFrom);
  const map = diagram?.image ?? storedMapImage(source);
  if (map) {
    content.push({
      kind: 'content',
      title: 'The new process at a glance',
      image: map,
      notes: `Walk through the To-Be flow from its start. ${map.alt ?? ''}`.trim(),
    });
  }
  if (read.steps.length > 0) {
    if (!diagram) builtFrom.push(`To-Be job description (${plural(read.steps.length, 'step')})`);
    const pages = balancedChunks(
      read.steps.map((step, i) => ({ ...stepBullet(step), number: i + 1 })),
      PER_SLIDE,
    );
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('The new process, step by step', i, pages.length),
        bullets: page,
        notes:
          'Lines marked ▲ differ most from today: demonstrate them in the system and let participants try them.',
      });
    }
  } else if (!diagram) {
    content.push(
      gapSlide(
        missing,
        'The new process, step by step',
        jobDescription(source, 'to_be').artifact ? MISSING.toBeSteps : MISSING.toBeJobDescription,
        'Walk through the new process from the workflow map until its steps are recorded.',
      ),
    );
  }

  const systemList = systems(source);
  if (systemList.length > 0) {
    builtFrom.push(`To-Be systems (${plural(systemList.length, 'system')})`);
    const pages = balancedChunks(systemList, PER_SLIDE);
    for (const [i, page] of pages.entries()) {
      content.push({
        kind: 'content',
        title: paged('Systems you will use', i, pages.length),
        bullets: page.map((s) => ({
          text: s.purpose ? `${s.name}: ${s.purpose}` : s.name,
          ...(s.keyFunctions.length ? { detail: s.keyFunctions.join(' · ') } : {}),
        })),
        notes: 'Show each system’s start screen and confirm everyone can sign in before the go-live.',
      });
    }
  } else {
    missing.push(MISSING.toBeSystems);
  }

  content.push(knowledgeCheck(source, read), supportContacts(source));

  const agenda = [...new Set(content.map((s) => s.title.replace(/ \(\d+ of \d+\)$/, '')))];
  const metrics = headlineMetrics(source);
  const slides: DeckSlide[] = [
    {
      kind: 'title',
      title: source.process.name,
      subtitle: `${SESSION_DECK_LABEL} · ${role} · generated ${source.generatedOn}`,
      notes: 'Draft generated from the process repository. Review and edit before the session.',
    },
    learningObjectives(source, read),
    {
      kind: 'agenda',
      title: 'Agenda',
      bullets: [...agenda, 'Questions and answers'].map((text) => ({ text })),
      ...(metrics ? { subtitle: metrics } : {}),
      notes: 'Set expectations: the session takes about an hour, with the knowledge check near the end.',
    },
    ...content,
    {
      kind: 'closing',
      title: 'Questions and answers',
      subtitle: `Job aids and the process walkthrough for ${source.process.name} are filed under Tiers 2 and 3 of the Training Materials.`,
      notes: 'Collect open questions and send the answers with the job aid after the session.',
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
