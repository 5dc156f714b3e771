import { AppError, badRequest } from '../../plugins/errors';
import { PROTECTED_WORKBOOK_MESSAGE } from './unpack-limits';

/*
 * An OLE compound file (D0 CF 11 E0 A1 B1 1A E1) is what Excel writes for a password-protected
 * .xlsx (the zip, encrypted, as the stream EncryptedPackage beside EncryptionInfo) and for an
 * Excel 97-2003 .xls (the stream Workbook, or Book before Excel 97). Told apart by their
 * directory entries, so the refusal says what to do.
 */

const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** A directory entry is 128 bytes: the name in UTF-16LE (64 bytes), its length in bytes with the NUL, the type. */
const DIRECTORY_ENTRY = 128;
const STREAM = 2;

export const XLS_MESSAGE =
  'The file is an Excel 97-2003 workbook (.xls); save it as an Excel Workbook (.xlsx) and import again.';

export const isCompoundFile = (data: Buffer) => data.subarray(0, 8).equals(OLE_MAGIC);

/**
 * Whether the compound file has a stream of this name. Directory sectors start at multiples of the
 * sector size (512 or 4096 bytes, the header taking the first), so an entry starts at a multiple
 * of 128 bytes; a match elsewhere is data, not a directory entry.
 */
function hasStream(data: Buffer, name: string): boolean {
  const needle = Buffer.from(name, 'utf16le');
  for (let at = data.indexOf(needle); at >= 0; at = data.indexOf(needle, at + 1)) {
    if (
      at % DIRECTORY_ENTRY === 0 &&
      at + 67 <= data.length &&
      data.readUInt16LE(at + 64) === needle.length + 2 &&
      data[at + 66] === STREAM
    ) {
      return true;
    }
  }
  return false;
}

/**
 * The refusal for a compound file uploaded as a workbook: 400 when it is a password-protected
 * workbook, 415 when it is an .xls, else 400 not readable.
 */
export function compoundFileError(data: Buffer, notReadable: () => Error): Error {
  if (hasStream(data, 'EncryptedPackage') || hasStream(data, 'EncryptionInfo')) {
    return badRequest(PROTECTED_WORKBOOK_MESSAGE);
  }
  if (hasStream(data, 'Workbook') || hasStream(data, 'Book')) return new AppError(415, XLS_MESSAGE);
  return notReadable();
}
