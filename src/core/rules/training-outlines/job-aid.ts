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
import type { DocumentOutline, OutlineSection, TrainingSource } from './types';

export const JOB_AID_LABEL = 'Job Aid';

/**
 * Tier 3 step-by-step job aid: the To-Be process steps, each with the systems it names and their key
 * functions, Significant Change lines marked; then every To-Be system and the role's daily activities.
 */
export function buildJobAidOutline(source: TrainingSource): DocumentOutline {
  const jd = jobDescription(source, 'to_be');
  const systemList = systems(source, 'to_be');
  const builtFrom: string[] = [];
  const missing: string[] = [];
  const sections: OutlineSection[] = [];
  const role = source.jobRoleName ?? 'the role';

  if (!jd.artifact) missing.push(MISSING.toBeJobDescription);
  else if (jd.steps.length === 0) missing.push(MISSING.toBeSteps);
  if (systemList.length === 0) missing.push(MISSING.toBeSystems);

  const intro = [
    `A step-by-step aid for the ${role} working ${source.process.name} in the future (To-Be) process.`,
  ];
  if (jd.positionSummary) intro.push(jd.positionSummary);
  intro.push(
    `Draft generated on ${source.generatedOn} from the process repository (version ${source.process.version}). Review and edit before use.`,
  );
  sections.push({ heading: 'About this job aid', paragraphs: intro });

  if (jd.steps.length > 0) {
    builtFrom.push(`To-Be job description (${plural(jd.steps.length, 'step')})`);
    const bullets = jd.steps.map((step) => {
      const line = stepLine(step);
      const bullet = markedBullet(source, jd, line);
      const used = stepSystemsText(systemsInStep(line, systemList));
      return { ...bullet, text: sentence(line), ...(used ? { detail: `Uses: ${used}` } : {}) };
    });
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
      paragraphs: [jd.artifact ? MISSING.toBeSteps : MISSING.toBeJobDescription],
    });
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
