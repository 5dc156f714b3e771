/** An artifact as the facts reader sees it: its content (read by its type's module). */
export interface FactArtifact {
  content: unknown;
}

/** The artifacts the comparison shows for a process, by row and state (null when there is none). */
export interface FactsArtifacts {
  workflowMap(state: 'as_is' | 'to_be'): FactArtifact | null;
  jobDescription(state: 'as_is' | 'to_be'): FactArtifact | null;
  systems(state: 'as_is' | 'to_be'): FactArtifact | null;
}
