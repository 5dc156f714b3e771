import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const jobRoles = pgTable('job_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** Division role titles the role covers (its training audience); null until seeded from the §6 preset. */
  divisionRoles: text('division_roles').array(),
  createdAt: createdAt(),
});

export const processes = pgTable(
  'processes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobRoleId: uuid('job_role_id').references(() => jobRoles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    version: text('version').notNull().default('1.0'),
    status: text('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What a search matches, lower-cased once when written: a plain LIKE on it costs a fraction of
     * ILIKE on two columns, and one trigram index serves it (process-search.ts, in the processes feature).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || description)`),
  },
  (t) => [
    index('processes_job_role_idx').on(t.jobRoleId),
    // The list's order, newest first, id breaking ties: a page (or a common word) walks it.
    index('processes_recent_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A short pending list: PGlite has no autovacuum to merge GIN's pending list, which every
    // search reads in full; at the 4 MB default, searches of 10,000 processes took 10 ms instead of
    // 0.5. Without one (fastupdate off) each create cost four times as much. 512 kB keeps both low.
    index('processes_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 512 }),
  ],
);

/** A transaction id (PostgreSQL's xid8), as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/*
 * What changed among the processes, written by triggers (migration 0014): each instance's process
 * index and readiness facts apply the changes since their last look instead of reading every
 * process again (process-index-keeper.ts, readiness-facts.ts). `xid` is the writing transaction's: a reader that asks for every row
 * from the oldest transaction still running at its last look misses none, whatever the order of
 * commits. `kind` is 'p' (the process `process_id` was written or deleted), 'f' (a row of its
 * readiness facts: artifacts, pain point statuses, change impact, training), 'r' (job roles
 * changed), 'd' (divisions changed) or 'all' (a table was emptied: an archive import). Rows older
 * than an hour are removed.
 */
export const processChanges = pgTable(
  'process_changes',
  {
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    kind: text('kind').notNull(),
    processId: uuid('process_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('process_changes_xid_idx').on(t.xid), index('process_changes_at_idx').on(t.at)],
);

export const artifacts = pgTable(
  'artifacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    fileUrl: text('file_url'),
    content: jsonb('content'),
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('artifacts_process_idx').on(t.processId, t.createdAt)],
);

export const painPointStatuses = pgTable(
  'pain_point_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    /**
     * The pain point's id inside its process's pain points content (issue 19). Null only for rows
     * kept from before ids whose title matched no pain point: invisible, still exported.
     */
    painPointId: uuid('pain_point_id'),
    /** The pain point's current title, kept up to date when it is renamed (for exports and audit texts). */
    painPointTitle: text('pain_point_title').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pain_point_statuses_unique').on(t.processId, t.painPointId, t.status)],
);

export const changeImpactAssessments = pgTable(
  'change_impact_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    processOutput: text('process_output').notNull(),
    changeType: text('change_type'),
    changeDescription: text('change_description').array().notNull().default(sql`'{}'::text[]`),
    impactAssessment: text('impact_assessment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('change_impact_unique').on(t.processId, t.processOutput)],
);

export const trainingArtifacts = pgTable(
  'training_artifacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    processOutput: text('process_output').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    fileType: text('file_type').notNull(),
    fileUrl: text('file_url'),
    linkType: text('link_type'),
    createdAt: createdAt(),
  },
  (t) => [index('training_artifacts_process_idx').on(t.processId)],
);

export const trainingTierDocuments = pgTable(
  'training_tier_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    fileType: text('file_type').notNull(),
    fileUrl: text('file_url').notNull(),
    /** Set when Generate Training Materials wrote the document (a draft to edit), null when uploaded or linked. */
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('training_tier_documents_process_idx').on(t.processId, t.tier)],
);

export const divisions = pgTable('divisions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  employees: integer('employees').notNull(),
  specialization: text('specialization').notNull(),
  roles: jsonb('roles').$type<Record<string, number>>().notNull(),
});

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** False while an upload still streams in: such a file is never served, exported or linked. */
    complete: boolean('complete').notNull().default(false),
    /** Encrypted with a password (found when it was uploaded): listed as such, never previewed. */
    passwordProtected: boolean('password_protected').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('files_incomplete_idx').on(t.createdAt).where(sql`not ${t.complete}`)],
);

/** A stored file's bytes, in order, in chunks of a bounded size (see plugins/files/chunk-writer.ts). */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * The people who sign in. With access codes a person is the name a browser gave (matched ignoring
 * case); with single sign-on, the identity provider's subject.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email'),
    /** viewer, editor, approver or admin (core/schemas/people.ts). */
    role: text('role').notNull().default('editor'),
    /** Set on the admin screen: then sign-ins no longer raise it (a shared code cannot out-rank an admin's choice). */
    roleSetByAdmin: boolean('role_set_by_admin').notNull().default(false),
    /** The issuer's `sub` for single sign-on people; null for people who sign in with a code. */
    oidcSubject: text('oidc_subject'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('people_code_name_unique').on(sql`lower(${t.name})`).where(sql`${t.oidcSubject} is null`),
    uniqueIndex('people_oidc_subject_unique').on(t.oidcSubject),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not hand out sessions. */
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** null: signed in with a code but not named yet (the app asks). */
    personId: uuid('person_id').references(() => people.id, { onDelete: 'cascade' }),
    /** The role this session acts with, fixed at sign-in. */
    role: text('role').notNull().default('editor'),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_person_idx').on(t.personId)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    processId: uuid('process_id'),
    summary: text('summary').notNull(),
    /**
     * The summary in lower case, kept by the database: Version History's search by text tests
     * each of the newest events' summaries until a page is full, and lowering each one there was
     * a quarter of that statement's time on PGlite (history.search.ts).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(summary)`),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Who made the change; null for the system (seeding) and for events of archives from before people. */
    actorId: uuid('actor_id'),
    /** Their name at the time, so the log reads the same after a rename or in another repository. */
    actorName: text('actor_name'),
    /**
     * The change log's order: the id of the live event this change becomes (GET /api/events), so a
     * reconnecting page asks for what came after the last one it saw.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('audit_events_seq_unique').on(t.seq),
    // A person's or a process's events in Version History's order (at, then id, newest first).
    index('audit_events_actor_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_events_process_idx').on(t.processId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Version History's order, id breaking ties: a page of a common word walks it until full.
    index('audit_events_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Version History: a job role's own events, and the search over summaries.
    index('audit_events_entity_idx').on(t.entityType, t.entityId),
    // The action picker's values: a walk of distinct values, not a scan of every event.
    index('audit_events_action_idx').on(t.action),
    // A short pending list, as processes_search_trgm_idx (the history search reads it).
    index('audit_events_summary_trgm_idx')
      .using('gin', sql`${t.summary} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 512 }),
  ],
);

/*
 * Traceability: a pain point (by id, as its statuses; the title is its current one) addressed by an
 * output (by name) or a training item (by id, removed with it). `target` repeats the output name or
 * item id so one unique index refuses a second identical link.
 */
export const painPointLinks = pgTable(
  'pain_point_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    /** As on pain_point_statuses: null only for a row kept from before ids that matched no pain point. */
    painPointId: uuid('pain_point_id'),
    painPointTitle: text('pain_point_title').notNull(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    trainingArtifactId: uuid('training_artifact_id').references(() => trainingArtifacts.id, {
      onDelete: 'cascade',
    }),
    tierDocumentId: uuid('tier_document_id').references(() => trainingTierDocuments.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pain_point_links_unique').on(t.processId, t.painPointId, t.kind, t.target)],
);

/** A suggested Change Impact row the team dismissed, so it is not offered again. */
export const impactSuggestionDismissals = pgTable(
  'impact_suggestion_dismissals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    processOutput: text('process_output').notNull(),
    changeType: text('change_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('impact_suggestion_dismissals_unique').on(t.processId, t.processOutput, t.changeType)],
);

/**
 * Comment threads on a process (anchor null) or on a part of it (core/schemas/comments.ts): a
 * thread's first comment has no parent and carries the anchor and the resolved state; replies
 * point at it. The author's name is kept as written, as on audit events.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    // No foreign keys to the thread or the author: an archive's comments import in any order and
    // from another repository's people (the name is kept); comments go only with their process.
    parentId: uuid('parent_id'),
    anchor: jsonb('anchor'),
    body: text('body').notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    mentions: jsonb('mentions').$type<{ id: string; name: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByName: text('resolved_by_name'),
  },
  (t) => [
    index('comments_process_idx').on(t.processId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
  ],
);

/** Which comments a person has seen: the rest (not their own) count as unread for them. */
export const commentReads = pgTable(
  'comment_reads',
  {
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.commentId] }),
    index('comment_reads_comment_idx').on(t.commentId),
  ],
);

/** A person's inbox: mentions, replies, review requests and decisions (features/notifications). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** No foreign key: an entry outlives its process (and a restore), which then reads as deleted. */
    processId: uuid('process_id'),
    title: text('title').notNull(),
    link: text('link').notNull(),
    actorName: text('actor_name'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc())],
);

/**
 * Who has which process page open, one row per live stream (GET /api/events) on any instance: the
 * presence banner. The instance holding the stream refreshes `seenAt` and removes the row when the
 * stream ends; a row of a crashed instance stops counting once `seenAt` is old.
 */
export const livePresence = pgTable(
  'live_presence',
  {
    connectionId: uuid('connection_id').primaryKey(),
    sessionId: text('session_id').notNull(),
    personId: uuid('person_id'),
    processId: uuid('process_id'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_presence_process_idx').on(t.processId)],
);

/** An approver of a review request as stored (ReviewApproverSchema's fields). */
export interface StoredApprover {
  personId: string;
  name: string;
  decision: 'approve' | 'request_changes' | null;
  comment: string | null;
  decidedAt: string | null;
}

/**
 * A review request (issue 24): the approvers a person asked to sign off a process. Open until every
 * approver approved (then `approved`, and a published version exists) or one asked for changes.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    /** open, approved or changes_requested (core/schemas/reviews.ts). */
    status: text('status').notNull().default('open'),
    message: text('message').notNull().default(''),
    requestedById: uuid('requested_by_id'),
    /** Their name at the time, as audit events keep it. */
    requestedByName: text('requested_by_name').notNull(),
    /**
     * The approvers asked, each with their decision once made: [{ personId, name, decision,
     * comment, decidedAt }] (core/schemas/reviews.ts ReviewApproverSchema). Kept on the request, as
     * a request is always read and decided whole (under its row lock).
     */
    approvers: jsonb('approvers').$type<StoredApprover[]>().notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('review_requests_process_idx').on(t.processId, t.createdAt.desc()),
    // My reviews: the open requests whose approvers hold me undecided (jsonb containment).
    index('review_requests_approvers_idx').using('gin', t.approvers),
    // One open review per process: a second request is refused by the database too.
    uniqueIndex('review_requests_one_open').on(t.processId).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * An immutable published version: the process and its artifacts as every approver approved them.
 * Nothing updates a row; a new sign-off adds the next version.
 */
export const publishedVersions = pgTable(
  'published_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    reviewRequestId: uuid('review_request_id'),
    /** [{ id, name }] of the approvers, in the order they were asked. */
    approvedBy: jsonb('approved_by').$type<{ id: string; name: string }[]>().notNull(),
    /** { process, artifacts } as core/schemas/reviews.ts PublishedSnapshotSchema. */
    snapshot: jsonb('snapshot').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('published_versions_process_idx').on(t.processId, t.publishedAt.desc()),
    uniqueIndex('published_versions_number_unique').on(t.processId, t.version),
  ],
);
