/** Why bpmn-js could not draw a diagram, in words for the user (the viewer and the modeler). */
export function drawingFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (/no diagram to display/i.test(reason)) {
    return 'the file holds the model but no drawing of it (BPMN DI). Export it again from your modelling tool with its diagram.';
  }
  return reason;
}
