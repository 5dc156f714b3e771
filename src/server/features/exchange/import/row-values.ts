import { audienceToStore } from '../../../../core/rules/division-roles';
import { validateArtifactContent } from '../../artifacts';
import type { ArchiveRow } from '../archive-rows';
import { artifactToWrite } from './plan-artifacts';

/*
 * The stored columns of an archive row of each table (its id apart), as applyArchive writes them:
 * the reverse of export-rows.ts.
 */

export const date = (iso: string) => new Date(iso);

/** A file's columns. */
export const fileValues = (row: ArchiveRow<'files'>) => ({
  name: row.name,
  mediaType: row.mediaType,
  size: row.size,
  sha256: row.sha256,
  // Left as stored when an older archive does not say (a new file is then taken as not protected).
  ...(row.passwordProtected === undefined ? {} : { passwordProtected: row.passwordProtected }),
  createdAt: date(row.createdAt),
  complete: true,
});

// divisionRoles null: the archive does not say (older archives), so a new role gets the preset
// and an existing one keeps its own. Titles that are the name's preset are stored as never edited.
export const roleAudience = (r: ArchiveRow<'jobRoles'>) =>
  r.divisionRoles === null ? {} : { divisionRoles: audienceToStore(r.name, r.divisionRoles) };
export const roleValues = (r: ArchiveRow<'jobRoles'>) => ({
  name: r.name,
  description: r.description,
  ...roleAudience(r),
  createdAt: date(r.createdAt),
});

export const processValues = (r: ArchiveRow<'processes'>, roleTarget: ReadonlyMap<string, string>) => ({
  name: r.name,
  description: r.description,
  // A role matched by name: the process points at the existing role.
  jobRoleId: r.jobRoleId === null ? null : (roleTarget.get(r.jobRoleId) ?? r.jobRoleId),
  version: r.version,
  status: r.status,
  createdAt: date(r.createdAt),
  updatedAt: date(r.updatedAt),
});

/** An artifact's columns; its content as the API stores it (a diagram's derived fields recomputed, issue 21). */
export const artifactValues = async (r: ArchiveRow<'artifacts'>, previous: unknown) => ({
  processId: r.processId,
  type: r.type,
  state: r.state,
  name: r.name,
  description: r.description,
  fileUrl: r.fileUrl,
  content: (await validateArtifactContent(r.type, artifactToWrite(r, previous).content)).content,
  revision: r.revision,
  createdAt: date(r.createdAt),
  updatedAt: date(r.updatedAt),
});

export const statusColumns = (r: ArchiveRow<'painPointStatuses'>) => ({
  processId: r.processId,
  painPointId: r.painPointId ?? null,
  painPointTitle: r.painPointTitle,
  status: r.status,
  createdAt: date(r.createdAt),
});

export const impactValues = (r: ArchiveRow<'changeImpactAssessments'>) => ({
  processId: r.processId,
  processOutput: r.processOutput,
  changeType: r.changeType,
  changeDescription: r.changeDescription,
  impactAssessment: r.impactAssessment,
  createdAt: date(r.createdAt),
  updatedAt: date(r.updatedAt),
});

export const trainingValues = (r: ArchiveRow<'trainingArtifacts'>) => ({
  processId: r.processId,
  processOutput: r.processOutput,
  name: r.name,
  description: r.description,
  fileType: r.fileType,
  fileUrl: r.fileUrl,
  linkType: r.linkType,
  createdAt: date(r.createdAt),
});

export const tierValues = (r: ArchiveRow<'trainingTierDocuments'>) => ({
  processId: r.processId,
  tier: r.tier,
  name: r.name,
  description: r.description,
  fileType: r.fileType,
  fileUrl: r.fileUrl,
  generatedAt: r.generatedAt ? date(r.generatedAt) : null,
  createdAt: date(r.createdAt),
});

export const linkColumns = (r: ArchiveRow<'painPointLinks'>) => ({
  processId: r.processId,
  painPointId: r.painPointId ?? null,
  painPointTitle: r.painPointTitle,
  kind: r.kind,
  target: r.target,
  trainingArtifactId: r.kind === 'training_artifact' ? r.target : null,
  tierDocumentId: r.kind === 'tier_document' ? r.target : null,
  createdAt: date(r.createdAt),
});

export const commentValues = (r: ArchiveRow<'comments'>) => ({
  processId: r.processId,
  parentId: r.parentId,
  anchor: r.anchor,
  body: r.body,
  authorId: r.authorId,
  authorName: r.authorName,
  mentions: r.mentions,
  createdAt: date(r.createdAt),
  editedAt: r.editedAt ? date(r.editedAt) : null,
  resolvedAt: r.resolvedAt ? date(r.resolvedAt) : null,
  resolvedByName: r.resolvedByName,
});

export const dismissalValues = (r: ArchiveRow<'impactSuggestionDismissals'>) => ({
  processId: r.processId,
  processOutput: r.processOutput,
  changeType: r.changeType,
  createdAt: date(r.createdAt),
});

export const reviewRequestValues = (r: ArchiveRow<'reviewRequests'>) => ({
  processId: r.processId,
  status: r.status,
  message: r.message,
  requestedById: r.requestedById,
  requestedByName: r.requestedByName,
  approvers: r.approvers,
  createdAt: date(r.createdAt),
  closedAt: r.closedAt ? date(r.closedAt) : null,
});

export const publishedVersionValues = (r: ArchiveRow<'publishedVersions'>) => ({
  processId: r.processId,
  version: r.version,
  reviewRequestId: r.reviewRequestId,
  approvedBy: r.approvedBy,
  snapshot: r.snapshot,
  publishedAt: date(r.publishedAt),
});
