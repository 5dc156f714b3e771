import { openCompoundFile } from '../../lib/file-format/cfb';
import { bufferFile } from '../../lib/file-format/random-access';
import { AppError, badRequest } from '../../plugins/errors';
import { PROTECTED_WORKBOOK_MESSAGE } from './unpack-limits';

export { isCompoundFile } from '../../lib/file-format/cfb';

/*
 * An OLE compound file (D0 CF 11 E0 A1 B1 1A E1) is what Excel writes for a password-protected
 * .xlsx (the zip, encrypted, as the stream EncryptedPackage beside EncryptionInfo) and for an
 * Excel 97-2003 .xls (the stream Workbook, or Book before Excel 97). Told apart by the streams at
 * the root of its directory, so the refusal says what to do.
 */

export const XLS_MESSAGE =
  'The file is an Excel 97-2003 workbook (.xls); save it as an Excel Workbook (.xlsx) and import again.';

/**
 * The refusal for a compound file uploaded as a workbook: 400 when it is a password-protected
 * workbook, 415 when it is an .xls, else (another compound file, or a damaged one) `notReadable()`.
 */
export async function compoundFileError(data: Buffer, notReadable: () => Error): Promise<Error> {
  let streams: Set<string>;
  try {
    const cfb = await openCompoundFile(bufferFile(data));
    streams = new Set([...cfb.top.values()].filter((e) => e.type === 2).map((e) => e.name));
  } catch {
    return notReadable();
  }
  if (streams.has('EncryptedPackage') || streams.has('EncryptionInfo')) {
    return badRequest(PROTECTED_WORKBOOK_MESSAGE);
  }
  if (streams.has('Workbook') || streams.has('Book')) return new AppError(415, XLS_MESSAGE);
  return notReadable();
}
