// Moved to lib/ so the Change Log and Version History share it; kept for existing importers.
export * from '../../../lib/relative-time';
