import { decisionBullet, diagramFlow, diagramStepBullet } from './diagram';
import { MISSING } from './missing';
import {
  jobDescription,
  markedBullet,
  plural,
  sentence,
  stepLine,
  stepSystemsText,
  systems,
  systemsInStep,
} from './source';
import type { DocumentOutline, OutlineBullet, OutlineSection, TrainingSource } from './types';

export const JOB_AID_LABEL = 'Job Aid';

/**
 * Tier 3 step-by-step job aid: the To-Be process steps, each with the systems it names and their key
 * functions, Significant Change lines marked; then every To-Be system and the role's daily activities.
 * Where the To-Be workflow map has a BPMN diagram, the steps are its tasks in flow order with the
 * role (lane) doing each, followed by its decision points and its picture; the job description's
 * typed-in steps stand for maps without one.
 */
export function buildJobAidOutline(source: TrainingSource): DocumentOutline {
  const jd = jobDescription(source, 'to_be');
  const systemList = systems(source, 'to_be');
  const builtFrom: string[] = [];
  const missing: string[] = [];
  const sections: OutlineSection[] = [];
  const role = source.jobRoleName ?? 'the role';

  const diagram = diagramFlow(source, 'to_be');
  if (!diagram) {
    if (!jd.artifact) missing.push(MISSING.toBeJobDescription);
    else if (jd.steps.length === 0) missing.push(MISSING.toBeSteps);
  }
  if (systemList.length === 0) missing.push(MISSING.toBeSystems);

  const intro = [
    `A step-by-step aid for the ${role} working ${source.process.name} in the future (To-Be) process.`,
  ];
  if (jd.positionSummary) intro.push(jd.positionSummary);
  intro.push(
    `Draft generated on ${source.generatedOn} from the process repository (version ${source.process.version}). Review and edit before use.`,
  );
  sections.push({ heading: 'About this job aid', paragraphs: intro });

  const stepBullet = (line: string, base: OutlineBullet = { text: line }) => {
    const marked = markedBullet(source, jd, line).marked;
    const used = stepSystemsText(systemsInStep(line, systemList));
    const detail = [base.detail, used ? `Uses: ${used}` : null].filter(Boolean).join(' · ');
    return { text: sentence(line), ...(marked ? { marked } : {}), ...(detail ? { detail } : {}) };
  };
  const lines = diagram ? diagram.steps.map((step) => step.name) : jd.steps.map(stepLine);
  if (lines.length > 0) {
    builtFrom.push(
      diagram ? diagram.builtFrom : `To-Be job description (${plural(jd.steps.length, 'step')})`,
    );
    const bullets = diagram
      ? diagram.steps.map((step) => stepBullet(step.name, diagramStepBullet(step)))
      : lines.map((line) => stepBullet(line));
    const marked = bullets.filter((b) => b.marked).length;
    sections.push({
      heading: 'Steps',
      paragraphs: [
        marked > 0
          ? `${plural(marked, 'step is', 'steps are')} a significant change from today's process (marked "Significant change").`
          : 'No step is marked as a significant change.',
      ],
      bullets,
      ordered: true,
    });
  } else {
    sections.push({
      heading: 'Steps',
      paragraphs: [
        diagram
          ? "The To-Be workflow map's diagram has no tasks yet."
          : jd.artifact
            ? MISSING.toBeSteps
            : MISSING.toBeJobDescription,
      ],
    });
  }
  if (diagram) {
    sections.push({
      heading: 'Decision points',
      ...(diagram.decisions.length
        ? { bullets: diagram.decisions.map(decisionBullet) }
        : { paragraphs: ['The flow has no decision points: every case takes the same steps.'] }),
    });
    sections.push({ heading: 'Process diagram', image: diagram.image });
  }

  if (systemList.length > 0) {
    builtFrom.push(`To-Be systems (${plural(systemList.length, 'system')})`);
    sections.push({
      heading: 'Systems and key functions',
      table: {
        columns: ['System', 'Purpose', 'Key functions'],
        rows: systemList.map((s) => [s.name, s.purpose ?? '', s.keyFunctions.join('; ')]),
      },
    });
  } else {
    sections.push({ heading: 'Systems and key functions', paragraphs: [MISSING.toBeSystems] });
  }

  if (jd.ongoingActivities.length > 0) {
    builtFrom.push(`To-Be ongoing activities (${jd.ongoingActivities.length})`);
    sections.push({
      heading: 'Ongoing activities',
      bullets: jd.ongoingActivities.map((line) => markedBullet(source, jd, line)),
    });
  }

  return {
    title: `${source.process.name} – ${JOB_AID_LABEL}`,
    subtitle: `Tier 3 · Transactional training · ${source.jobRoleName ?? 'No job role'}`,
    sections,
    builtFrom,
    missing,
  };
}
