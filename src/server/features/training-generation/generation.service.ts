import { asc, eq } from 'drizzle-orm';
import { cleanFileName, MEDIA_TYPES } from '../../../core/rules/file-rules';
import {
  audienceForJobRole,
  buildOutline,
  type DeckOutline,
  type DocumentOutline,
  describeGeneration,
  GENERATED_DOCUMENTS,
  type GeneratedDocumentKey,
  type OutlineImage,
  type PlannedDocument,
  type TrainingSource,
} from '../../../core/rules/training-outlines';
import { isUuid } from '../../../core/schemas/common';
import type { TierDocument } from '../../../core/schemas/training';
import type { Executor, Tx } from '../../db/client';
import { toJobRole } from '../../db/presenters/job-role';
import { toTierDocument } from '../../db/presenters/training';
import {
  artifacts,
  changeImpactAssessments,
  divisions,
  jobRoles,
  painPointStatuses,
  processes,
  trainingTierDocuments,
} from '../../db/schema';
import { writeAudit } from '../../plugins/audit';
import { notFound } from '../../plugins/errors';
import { fileIdFromUrl, fileUrl, insertFile, readWholeFile } from '../../plugins/files';
import { drawBpmnPicture, drawSvgPicture, type EmbeddableImage } from './diagram-pictures';
import { writeDocx } from './docx-writer';
import { writePptx } from './pptx-writer';

const TIER_LABELS: Record<string, string> = { tier_1: 'Tier 1', tier_2: 'Tier 2', tier_3: 'Tier 3' };
const RASTER = new Set(['image/png', 'image/jpeg']);

/** YYYY-MM-DD of a moment, in UTC. */
function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Everything the drafts are built from, read in the caller's transaction so the four documents
 * agree with each other; 404 for an unknown process.
 */
export async function loadTrainingSource(
  tx: Executor,
  processId: string,
  options: { fieldServiceProduct: string; now: Date },
): Promise<TrainingSource> {
  if (!isUuid(processId)) throw notFound('Process');
  const [row] = await tx
    .select({ process: processes, jobRole: jobRoles })
    .from(processes)
    .leftJoin(jobRoles, eq(jobRoles.id, processes.jobRoleId))
    .where(eq(processes.id, processId))
    .limit(1);
  if (!row) throw notFound('Process');
  const [artifactRows, impactRows, statusRows, divisionRows] = [
    await tx
      .select()
      .from(artifacts)
      .where(eq(artifacts.processId, processId))
      .orderBy(asc(artifacts.createdAt), asc(artifacts.id)),
    await tx
      .select()
      .from(changeImpactAssessments)
      .where(eq(changeImpactAssessments.processId, processId))
      .orderBy(asc(changeImpactAssessments.createdAt), asc(changeImpactAssessments.id)),
    await tx
      .select()
      .from(painPointStatuses)
      .where(eq(painPointStatuses.processId, processId))
      .orderBy(asc(painPointStatuses.createdAt), asc(painPointStatuses.id)),
    await tx.select().from(divisions).orderBy(asc(divisions.code)),
  ];
  return {
    process: {
      name: row.process.name,
      description: row.process.description,
      version: row.process.version,
      status: row.process.status,
    },
    jobRoleName: row.jobRole?.name ?? null,
    artifacts: artifactRows,
    changeImpacts: impactRows,
    painPointStatuses: statusRows,
    audience: audienceForJobRole(divisionRows, row.jobRole ? toJobRole(row.jobRole).divisionRoles : []),
    fieldServiceProduct: options.fieldServiceProduct,
    generatedOn: isoDay(options.now),
  };
}

/** The dialog's plan: per draft, its tier, what it is built from and what is missing. */
export async function planTrainingGeneration(
  tx: Executor,
  processId: string,
  fieldServiceProduct: string,
): Promise<PlannedDocument[]> {
  return describeGeneration(
    await loadTrainingSource(tx, processId, { fieldServiceProduct, now: new Date() }),
  );
}

/**
 * The images the outlines show, by URL, every map as a PNG drawn on the server: BPMN diagrams from
 * their XML (in a worker for a large one), stored SVG maps from their file; stored PNG and JPEG
 * files as they are. A map that cannot be drawn is left out, and the writer names it instead.
 */
async function loadImages(
  tx: Executor,
  outlines: readonly (DocumentOutline | DeckOutline)[],
): Promise<Map<string, EmbeddableImage>> {
  const wanted = new Map<string, OutlineImage>();
  for (const o of outlines) {
    const parts = 'sections' in o ? o.sections : o.slides;
    for (const part of parts) if (part.image) wanted.set(part.image.fileUrl, part.image);
  }
  const images = new Map<string, EmbeddableImage>();
  for (const [url, image] of wanted) {
    const picture = image.bpmn ? await drawBpmnPicture(image.bpmn) : await storedPicture(tx, url);
    if (picture) images.set(url, picture);
  }
  return images;
}

async function storedPicture(tx: Executor, url: string): Promise<EmbeddableImage | null> {
  const id = fileIdFromUrl(url);
  const file = id ? await readWholeFile(tx, id) : null;
  const mediaType = file?.mediaType.split(';')[0]?.trim().toLowerCase();
  if (!file || !mediaType) return null;
  if (mediaType === 'image/svg+xml') return drawSvgPicture(file.data.toString('utf8'));
  return RASTER.has(mediaType) ? { data: file.data, mediaType } : null;
}

/** "Service Call Dispatch – Job Aid (generated 2026-11-21).docx", safe as a stored file name. */
export function generatedFileName(title: string, day: string, format: 'docx' | 'pptx'): string {
  return cleanFileName(`${title.replace(/[\\/]+/g, '-')} (generated ${day}).${format}`);
}

function descriptionOf(plan: PlannedDocument): string {
  const parts = [
    `Generated draft. Built from: ${plan.builtFrom.length ? plan.builtFrom.join('; ') : 'nothing yet'}.`,
  ];
  if (plan.missing.length) parts.push(`Missing: ${plan.missing.join(' ')}`);
  return parts.join(' ').slice(0, 5000);
}

/**
 * Writes the chosen drafts: each file is stored and filed under its tier as a new document with
 * generatedAt set and an audit event, all in the caller's transaction. Nothing existing is changed.
 */
export async function generateTrainingMaterials(
  tx: Tx,
  processId: string,
  keys: readonly GeneratedDocumentKey[],
  options: { fieldServiceProduct: string; now?: Date; origin?: string },
): Promise<TierDocument[]> {
  const now = options.now ?? new Date();
  const source = await loadTrainingSource(tx, processId, {
    fieldServiceProduct: options.fieldServiceProduct,
    now,
  });
  const chosen = GENERATED_DOCUMENTS.filter((d) => keys.includes(d.key));
  const outlines = chosen.map((d) => buildOutline(d.key, source));
  const images = await loadImages(tx, outlines);
  const plans = describeGeneration(source);

  const created: TierDocument[] = [];
  for (const [i, spec] of chosen.entries()) {
    const outline = outlines[i]!;
    const plan = plans.find((p) => p.key === spec.key)!;
    const data =
      spec.format === 'pptx'
        ? await writePptx(outline as DeckOutline, { images })
        : await writeDocx(outline as DocumentOutline, { images, origin: options.origin });
    const name = generatedFileName(outline.title, source.generatedOn, spec.format);
    const file = await insertFile(tx, { name, mediaType: MEDIA_TYPES[spec.format]!, data });
    const [row] = await tx
      .insert(trainingTierDocuments)
      .values({
        processId,
        tier: spec.tier,
        // Label first: in the tier list the process name is the page's own, and long names are cut.
        name: `${spec.label} – ${source.process.name}`.slice(0, 200),
        description: descriptionOf(plan),
        fileType: spec.fileType,
        fileUrl: fileUrl(file!),
        generatedAt: now,
        // A millisecond apart so the tier lists show them in the plan's order.
        createdAt: new Date(now.getTime() + i),
      })
      .returning();
    const doc = toTierDocument(row!);
    await writeAudit(tx, {
      action: 'create',
      entityType: 'training_tier_document',
      entityId: doc.id,
      processId,
      summary: `Generated ${TIER_LABELS[doc.tier]} ${doc.fileType} "${doc.name}"`,
      after: doc,
    });
    created.push(doc);
  }
  return created;
}
