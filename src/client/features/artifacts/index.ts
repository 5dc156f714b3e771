// The artifacts feature: the Artifacts library tab, an artifact's content dialog and process file uploads.
export { UploadProcessFilesButton } from './uploads/upload-process-files-button';
