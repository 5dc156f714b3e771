// Moved to lib/ so the Change Log and Version History share one diff; kept for existing importers.
export * from '../../../lib/change-diff';
