/**
 * The base of the exported files' names (spec §7): the process name with spaces as underscores,
 * characters that are unsafe in a file name removed, e.g. "Service_Call_Dispatch_and_Scheduling".
 */
export function reportFileBase(processName: string): string {
  const base = processName
    .normalize('NFKC')
    // Path separators, reserved characters of Windows and macOS, control characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 120)
    .replace(/[._]+$/, '');
  return base || 'process_report';
}
