/*
 * Content shapes of spec §3 and the limits every content keeps. Content arrives from demo data,
 * imports and editors, so every field is optional and unknown fields are kept: a reader renders
 * what it recognises. Each shape lives with its type in src/core/artifact-types; this file gathers
 * them under the name the editors, the server and the tests import.
 */

export {
  CONTENT_SCHEMA_BY_TYPE,
  type CrossFunctionalContent,
  CrossFunctionalContentSchema,
  CrossFunctionalSectionSchema,
  CrossFunctionalSubsectionSchema,
  type JobDescriptionContent,
  JobDescriptionContentSchema,
  type PainPoint,
  PainPointSchema,
  type PainPointsContent,
  PainPointsContentSchema,
  PROCESS_FILE_CONTENT_SCHEMA,
  type ProcessFileContent,
  ProcessFileContentSchema,
  type ProcessStep,
  ProcessStepSchema,
  type SipocContent,
  SipocContentSchema,
  SubordinateProcessSchema,
  SystemSchema,
  type SystemsContent,
  SystemsContentSchema,
  type WorkflowMapContent,
  WorkflowMapContentSchema,
} from '../artifact-types';
export * from './content-limits';
