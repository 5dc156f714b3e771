// The file store: stored files kept as chunks in the database, written by uploads and imports,
// read back as streams or ranges, pinned while an export reads them, swept when unlinked or unfinished.
export { insertFile, writeFileChunks } from './chunk-writer';
export { CHUNK_WRITE_SLOTS, chunkWriteGate } from './chunk-writes';
export { deleteFileIfUnused, deleteStoredFile, ORPHAN_FILE_GRACE_MS, sweepOrphanFiles } from './file-delete';
export {
  fileExists,
  fileUsers,
  linkedFileIds,
  referencedFileIds,
  requireNewlyLinkedFiles,
} from './file-links';
export { type FilePins, isPinned, pinFiles, pinnedFileCount, pinnedFileIds } from './file-pins';
export { fileChunkStream, openFileStream, readFileRange, readWholeFile, storedFileReader } from './file-read';
export { readUpload, receiveUpload, type StreamedUpload, type Upload } from './multipart-fields';
export { CHUNK_BYTES, fileIdFromUrl, fileUrl, getStoredFile, withStoredFiles } from './stored-file';
export {
  acceptSvg,
  checkFileName,
  completeUpload,
  discardUpload,
  INCOMPLETE_UPLOAD_TTL_MS,
  identifyContent,
  type PendingFile,
  storeStream,
  sweepIncompleteUploads,
  tooLarge,
  type UploadSource,
} from './upload';
