// Live updates: the tab's stream of GET /api/events, who else has a process open, and a colleague's
// save over an open editor.
export { ColleagueVersion, OverwriteOrLoad, versionField } from './colleague-version';
export { LiveEvents } from './live-events';
export { ColleagueSaveNotice, LiveSaveLine, LiveSaveNotice } from './live-save-notice';
export { PresenceBanner } from './presence-banner';
export { type ColleagueEditHandlers, useColleagueEdit } from './use-colleague-edit';
export { useColleagueForm } from './use-colleague-form';
export { type LiveSave, useLiveSave } from './use-live-save';
