/**
 * Largest BPMN file accepted, in UTF-8 bytes (the biggest real-world exports are a few hundred kB).
 * Its own module so the browser can check a file's size without loading the parser.
 */
export const MAX_BPMN_BYTES = 5 * 1024 * 1024;
