import type { ProcessFacts } from '../process-facts';
import { addressedPainPoints, plural } from './source';
import type { DeckSlide, OutlineBullet, TrainingSource } from './types';

/* The session deck's teaching slides: objectives, a knowledge check, next steps and support. */

/** What participants can do after the session, from what the repository knows. */
export function learningObjectives(source: TrainingSource, read: ProcessFacts): DeckSlide {
  const significant = read.steps.filter((s) => s.significant).length;
  const bullets: OutlineBullet[] = [];
  if (addressedPainPoints(source).length > 0)
    bullets.push({ text: `Explain why ${source.process.name} is changing.` });
  if (read.steps.length > 0) {
    bullets.push({
      text:
        significant > 0
          ? `Walk through the ${plural(read.steps.length, 'step')} of the new process, and the ${plural(significant, 'step')} that differ${significant === 1 ? 's' : ''} most from today.`
          : `Walk through the ${plural(read.steps.length, 'step')} of the new process.`,
    });
  }
  if (read.systems.length > 0) {
    bullets.push({ text: `Use ${read.systems.map((s) => s.name).join(', ')} where a step needs them.` });
  }
  bullets.push({ text: 'Find the job aid and know whom to ask for help.' });
  return {
    kind: 'content',
    title: 'Learning objectives',
    subtitle: 'By the end of this session you can:',
    bullets,
    notes: 'Read the objectives aloud and come back to them in the knowledge check.',
  };
}

/** Three to four questions on the new process; the answers are in the speaker notes. */
export function knowledgeCheck(source: TrainingSource, read: ProcessFacts): DeckSlide {
  const questions: { q: string; a: string }[] = [];
  const first = read.steps[0];
  if (first) questions.push({ q: 'What is the first step of the new process?', a: first.name });
  const changed = read.steps.find((s) => s.significant);
  if (changed) {
    questions.push({
      q: 'Which step changes the most from today, and how?',
      a: changed.before
        ? `${changed.name}: today “${changed.before}”, now “${changed.line}”`
        : `${changed.name}: a new step (${changed.line})`,
    });
  }
  // A step whose name does not give the answer away.
  const withSystem = read.steps.find(
    (s) =>
      s !== first &&
      s.systems.length > 0 &&
      !s.systems.some((u) => s.name.toLowerCase().includes(u.name.split(/\s+[–—-]\s+/)[0]!.toLowerCase())),
  );
  if (withSystem) {
    questions.push({
      q: `Step ${read.steps.indexOf(withSystem) + 1}, “${withSystem.name.replace(/\.$/, '')}”: which system do you use?`,
      a: withSystem.systems.map((s) => s.name).join(', '),
    });
  }
  const fixed = addressedPainPoints(source);
  if (fixed.length > 0) {
    questions.push({
      q: 'Name one problem of today that the new process removes.',
      a: fixed.map((p) => p.title).join('; '),
    });
  }
  if (questions.length === 0) {
    questions.push({ q: 'What will you do differently from tomorrow?', a: 'Open discussion.' });
  }
  return {
    kind: 'content',
    title: 'Knowledge check',
    bullets: questions.map((x, i) => ({ text: x.q, number: i + 1 })),
    notes: `Let participants answer before you reveal. Answers: ${questions.map((x, i) => `${i + 1}. ${x.a}`).join(' ')}`,
  };
}

/** Where to go after the session and whom to ask. */
export function supportContacts(source: TrainingSource): DeckSlide {
  const role = source.jobRoleName ?? 'your role';
  return {
    kind: 'content',
    title: 'Next steps and support',
    bullets: [
      { text: `Work through the job aid (Tier 3) for ${role} at your desk before the go-live.` },
      { text: 'Read the process walkthrough (Tier 2) for the hand-offs with other teams.' },
      { text: 'Questions about the process: your supervisor, then the process owner.' },
      { text: 'Sign-in or system problems: your IT service desk.' },
    ],
    notes:
      'Add the go-live date and the names and numbers of the supervisor, process owner and service desk before the session.',
  };
}
