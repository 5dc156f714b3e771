import { decisionBullet, diagramFlow } from './diagram';
import { MISSING } from './missing';
import { coordinationContacts, facts, jobDescription, plural, stepBullet, systems } from './source';
import type { DocumentOutline, OutlineSection, TrainingSource } from './types';

export const JOB_AID_LABEL = 'Job Aid';

/** What a worker does when a step cannot be finished, for every process. */
export const WHEN_STUCK =
  'If a system is down or a step cannot be finished, do not work around it on paper: note where you stopped and tell your supervisor.';

/**
 * Tier 3 step-by-step job aid: "Before you start" (systems to sign in to, skills), the To-Be steps
 * (bold name, description, role, systems, a screenshot space each; significant changes marked where
 * the step really differs from the As-Is), "If something goes wrong" (the decision points and who to
 * hand over to), the diagram, every To-Be system and the role's daily activities. The steps come from
 * the process facts: the diagram's tasks in flow order, else the job description's steps.
 */
export function buildJobAidOutline(source: TrainingSource): DocumentOutline {
  const read = facts(source);
  const jd = jobDescription(source, 'to_be');
  const systemList = systems(source);
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

  const before = [
    ...(systemList.length
      ? [{ text: `Sign in to ${systemList.map((s) => s.name).join(', ')}.` }]
      : [{ text: 'Check which systems the process uses with your supervisor.' }]),
    ...(jd.skills.length ? [{ text: `Skills this work needs: ${jd.skills.join('; ')}.` }] : []),
  ];
  sections.push({ heading: 'Before you start', bullets: before, callout: true });

  if (read.steps.length > 0) {
    builtFrom.push(
      diagram ? diagram.builtFrom : `To-Be job description (${plural(read.steps.length, 'step')})`,
    );
    const bullets = read.steps.map((step, i) => ({
      ...stepBullet(step),
      screenshot: `Screenshot: step ${i + 1}, ${step.name}`,
    }));
    const marked = bullets.filter((b) => b.marked).length;
    sections.push({
      heading: 'Steps',
      paragraphs: [
        marked > 0
          ? `${plural(marked, 'step differs', 'steps differ')} significantly from today's process (marked "Significant change").`
          : 'No step differs significantly from today’s process.',
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

  const contacts = coordinationContacts(source);
  sections.push({
    heading: 'If something goes wrong',
    callout: true,
    bullets: [
      ...(diagram?.decisions ?? []).map(decisionBullet),
      ...contacts.slice(0, 3).map((text) => ({ text })),
      { text: WHEN_STUCK },
    ],
  });
  if (diagram) sections.push({ heading: 'Process diagram', image: diagram.image });

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

  if (read.ongoingActivities.length > 0) {
    builtFrom.push(`To-Be ongoing activities (${read.ongoingActivities.length})`);
    sections.push({
      heading: 'Ongoing activities',
      bullets: read.ongoingActivities.map((a) => ({
        text: a.text,
        ...(a.significant ? { marked: true } : {}),
      })),
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
