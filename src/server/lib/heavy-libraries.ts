/**
 * The large libraries that only exports, imports and generated documents use, loaded on first use
 * instead of at start. Together they cost about 60 MB of memory and close to a second of start-up
 * (exceljs alone: 28 MB, 0.8 s), which every instance paid whether or not anyone exported. The
 * first export after a start waits for the load once; later ones find the module loaded.
 */
export const loadExcel = async () => (await import('exceljs')).default;
export const loadZipArchive = async () => (await import('archiver')).ZipArchive;
export const loadPptx = async () => (await import('pptxgenjs')).default;
export const loadDocx = async () => await import('docx');
