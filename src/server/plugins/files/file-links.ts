import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  artifacts,
  files,
  processes,
  publishedVersions,
  trainingArtifacts,
  trainingTierDocuments,
} from '../../db/schema';
import { AppError } from '../errors';

/**
 * True when a complete stored file with that id exists; inside a transaction the caller then holds
 * a KEY SHARE lock on it (what a foreign key check takes) until it ends. A writer that checks a
 * stored file this way before writing its link (training artifacts, tier documents) can never
 * leave a link to a deleted file: a delete of that file (the orphan sweep, DELETE /api/files/{id},
 * deleteFileIfUnused) either waits for the link to commit and then sees it, or deleted the file
 * first, and this answers false. KEY SHARE rather than SHARE: it blocks deletes, not updates of
 * the file's other columns (Bulk Import's merge); writers linking the same file never wait.
 */
export async function fileExists(tx: Executor, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, id), eq(files.complete, true)))
    .limit(1)
    .for('key share');
  return Boolean(row);
}

/** A stored file's id as it appears inside any text that links to it (case as typed). */
const STORED_FILE_ID_PATTERN =
  '/objects/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})/';

/** The ids of the stored files that `text` links to (lower case). */
export function linkedFileIds(text: string): Set<string> {
  const ids = new Set<string>();
  for (const match of text.matchAll(new RegExp(STORED_FILE_ID_PATTERN, 'g')))
    ids.add(match[1]!.toLowerCase());
  return ids;
}

/**
 * Each stored file `texts` link to and `before` did not must exist, complete: 400 otherwise.
 * fileExists takes a KEY SHARE lock on each, held to the end of the caller's transaction, so the
 * orphan sweep cannot delete a file a write is linking (see sweepOrphanFiles). Links already there
 * before are left alone: a file gone earlier does not stop an unrelated edit.
 */
export async function requireNewlyLinkedFiles(tx: Tx, texts: string[], before: string[] = []): Promise<void> {
  const known = linkedFileIds(before.join(' '));
  for (const id of linkedFileIds(texts.join(' '))) {
    if (known.has(id)) continue;
    if (!(await fileExists(tx, id)))
      throw new AppError(400, 'The uploaded file was not found. Upload it again.');
  }
}

/**
 * Every row a user sees and deletes that can link a stored file, with all its text that may hold
 * a link (`refs`): an artifact's file, description and content (a workflow map's subordinate
 * images are inside it), a training artifact's and a tier document's file and description
 * (generated documents are tier documents), and a published version's snapshot: the approved
 * state keeps its files readable after the rows that linked them are edited or deleted. Web
 * addresses that point at /objects/ count too. Audit events do not: nobody can delete them, and
 * they keep copies, not links.
 */
const fileReferences = sql`
  select 'artifact' as kind, a.name, a.process_id,
         concat_ws(' ', a.file_url, a.description, a.content::text) as refs
    from ${artifacts} a
  union all
  select 'training_artifact', t.name, t.process_id, concat_ws(' ', t.file_url, t.description)
    from ${trainingArtifacts} t
  union all
  select 'tier_document', d.name, d.process_id, concat_ws(' ', d.file_url, d.description)
    from ${trainingTierDocuments} d
  union all
  select 'published_version', v.version, v.process_id, v.snapshot::text
    from ${publishedVersions} v`;

/** The ids of every stored file something links to (a subquery yielding one uuid column, `id`). */
export function referencedFileIds() {
  return sql`select distinct lower(m[1])::uuid as id
    from (${fileReferences}) r
    cross join lateral regexp_matches(r.refs, ${STORED_FILE_ID_PATTERN}, 'g') as m
    where strpos(r.refs, '/objects/') > 0`;
}

const KIND_LABELS: Record<string, string> = {
  artifact: 'the artifact',
  training_artifact: 'the training material',
  tier_document: 'the training document',
  published_version: 'the published version',
};

/** What links stored file `id`, in words ("the artifact ‘Quote process’ of ‘Service Call Dispatch’"), at most `limit` of them, and how many in all. */
export async function fileUsers(
  ex: Executor,
  id: string,
  limit = 3,
): Promise<{ names: string[]; total: number }> {
  const pattern = `%/objects/${id.toLowerCase()}/%`;
  const rows = await ex
    .execute<{ kind: string; name: string; process_name: string | null; total: number }>(sql`
      select r.kind, r.name, p.name as process_name, (count(*) over ())::int as total
        from (${fileReferences}) r
        left join ${processes} p on p.id = r.process_id
       where r.refs ilike ${pattern}
       order by r.kind, p.name, r.name
       limit ${limit}`)
    .then(
      (r) =>
        (
          r as unknown as {
            rows: { kind: string; name: string; process_name: string | null; total: number }[];
          }
        ).rows,
    );
  return {
    names: rows.map(
      (r) => `${KIND_LABELS[r.kind]} ‘${r.name}’${r.process_name === null ? '' : ` of ‘${r.process_name}’`}`,
    ),
    total: Number(rows[0]?.total ?? 0),
  };
}
