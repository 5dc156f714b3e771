import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { isUuid } from '../../../core/schemas/common';
import type {
  ImpactSuggestionDismissal,
  ImpactSuggestionDismissalCreate,
  PainPointLink,
  PainPointLinkCreate,
} from '../../../core/schemas/traceability';
import type { Db, Tx } from '../../db/client';
import { requireProcess } from '../../db/find';
import { KIND_LABEL, toDismissal, toLink } from '../../db/presenters/traceability';
import {
  impactSuggestionDismissals,
  painPointLinks,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { writeProcessRowAudit } from '../../plugins/audit';
import { conflict, notFound } from '../../plugins/errors';
import { resolvePainPoint } from '../pain-points';

/**
 * The links of a process's pain points, oldest first; 404 for an unknown process. A row kept from
 * before pain point ids whose title matched no pain point belongs to none and is left out.
 */
export async function listPainPointLinks(db: Db, processId: string): Promise<PainPointLink[]> {
  await requireProcess(db, processId, 404);
  const rows = await db
    .select()
    .from(painPointLinks)
    .where(and(eq(painPointLinks.processId, processId), isNotNull(painPointLinks.painPointId)))
    .orderBy(asc(painPointLinks.createdAt), asc(painPointLinks.id));
  return rows.map(toLink);
}

/** The training item a link points at, in the same process; 404 otherwise. Its name is for the audit text. */
async function trainingTarget(
  tx: Tx,
  input: PainPointLinkCreate,
): Promise<{ trainingArtifactId?: string; tierDocumentId?: string; name: string }> {
  if (!isUuid(input.target))
    throw notFound(input.kind === 'tier_document' ? 'Tier document' : 'Training artifact');
  if (input.kind === 'training_artifact') {
    const [row] = await tx
      .select({ id: trainingArtifacts.id, name: trainingArtifacts.name })
      .from(trainingArtifacts)
      .where(and(eq(trainingArtifacts.id, input.target), eq(trainingArtifacts.processId, input.processId)))
      .limit(1);
    if (!row) throw notFound('Training artifact');
    return { trainingArtifactId: row.id, name: row.name };
  }
  const [row] = await tx
    .select({ id: trainingTierDocuments.id, name: trainingTierDocuments.name })
    .from(trainingTierDocuments)
    .where(
      and(eq(trainingTierDocuments.id, input.target), eq(trainingTierDocuments.processId, input.processId)),
    )
    .limit(1);
  if (!row) throw notFound('Tier document');
  return { tierDocumentId: row.id, name: row.name };
}

/**
 * Links a pain point (named by id or by title; 400 when the process has no such pain point) to an
 * output or a training item of the same process, with its audit event. The same link twice is
 * refused with 409 (a unique index decides, so concurrent twins are too).
 */
export async function createPainPointLink(tx: Tx, input: PainPointLinkCreate): Promise<PainPointLink> {
  await requireProcess(tx, input.processId, 404);
  const target = input.kind === 'output' ? { name: input.target } : await trainingTarget(tx, input);
  const painPoint = await resolvePainPoint(tx, input.processId, input);
  const [row] = await tx
    .insert(painPointLinks)
    .values({
      processId: input.processId,
      painPointId: painPoint.id,
      painPointTitle: painPoint.title,
      kind: input.kind,
      target: input.target,
      trainingArtifactId: target.trainingArtifactId ?? null,
      tierDocumentId: target.tierDocumentId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw conflict(`Pain point "${painPoint.title}" is already linked to that ${KIND_LABEL[input.kind]}.`);
  const link = toLink(row);
  await writeProcessRowAudit(tx, {
    action: 'create',
    entityType: 'pain_point_link',
    summary: `Linked pain point "${link.painPointTitle}" to ${KIND_LABEL[link.kind]} "${target.name}"`,
    after: link,
  });
  return link;
}

/** Removes a link; the audit event keeps what it was. */
export async function deletePainPointLink(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Pain point link');
  const [row] = await tx.delete(painPointLinks).where(eq(painPointLinks.id, id)).returning();
  if (!row) throw notFound('Pain point link');
  const link = toLink(row);
  await writeProcessRowAudit(tx, {
    action: 'delete',
    entityType: 'pain_point_link',
    summary: `Unlinked pain point "${link.painPointTitle}" from ${KIND_LABEL[link.kind]}`,
    before: link,
  });
}

/** The dismissed suggestions of a process; 404 for an unknown process. */
export async function listDismissals(db: Db, processId: string): Promise<ImpactSuggestionDismissal[]> {
  await requireProcess(db, processId, 404);
  const rows = await db
    .select()
    .from(impactSuggestionDismissals)
    .where(eq(impactSuggestionDismissals.processId, processId))
    .orderBy(asc(impactSuggestionDismissals.createdAt), asc(impactSuggestionDismissals.id));
  return rows.map(toDismissal);
}

/** Dismisses a suggestion; dismissing it again yields the stored dismissal (created: false). */
export async function dismissSuggestion(
  tx: Tx,
  input: ImpactSuggestionDismissalCreate,
): Promise<{ dismissal: ImpactSuggestionDismissal; created: boolean }> {
  await requireProcess(tx, input.processId);
  const [inserted] = await tx
    .insert(impactSuggestionDismissals)
    .values(input)
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(impactSuggestionDismissals)
      .where(
        and(
          eq(impactSuggestionDismissals.processId, input.processId),
          eq(impactSuggestionDismissals.processOutput, input.processOutput),
          eq(impactSuggestionDismissals.changeType, input.changeType),
        ),
      )
      .limit(1);
    return { dismissal: toDismissal(existing!), created: false };
  }
  const dismissal = toDismissal(inserted);
  await writeProcessRowAudit(tx, {
    ...dismissalAudit('Dismissed', dismissal),
    action: 'create',
    after: dismissal,
  });
  return { dismissal, created: true };
}

/** What a dismissal's audit event says: the suggestion (change type and output) and what was done. */
function dismissalAudit(verb: 'Dismissed' | 'Restored', dismissal: ImpactSuggestionDismissal) {
  return {
    entityType: 'impact_suggestion_dismissal',
    summary: `${verb} the suggestion ${dismissal.changeType} for output "${dismissal.processOutput}"`,
  };
}

/** Restores a dismissed suggestion. */
export async function restoreSuggestion(tx: Tx, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Dismissed suggestion');
  const [row] = await tx
    .delete(impactSuggestionDismissals)
    .where(eq(impactSuggestionDismissals.id, id))
    .returning();
  if (!row) throw notFound('Dismissed suggestion');
  const dismissal = toDismissal(row);
  await writeProcessRowAudit(tx, {
    ...dismissalAudit('Restored', dismissal),
    action: 'delete',
    before: dismissal,
  });
}
