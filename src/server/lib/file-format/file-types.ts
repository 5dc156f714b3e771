/*
 * The file types an upload may be, as data: what each extension promises, and the names of what a
 * file turns out to be instead (in words for the user).
 */

export type Family = 'pdf' | 'cfb' | 'ooxml' | 'png' | 'jpeg' | 'gif' | 'text' | 'svg' | 'xml';

export interface Expected {
  kind: string;
  family: Family;
  /** What the extension promises, as a message says it: "a Word document". */
  noun: string;
}

export const EXPECTED: Record<string, Expected> = {
  pdf: { kind: 'pdf', family: 'pdf', noun: 'a PDF document' },
  doc: { kind: 'doc', family: 'cfb', noun: 'a Word 97-2003 document' },
  docx: { kind: 'docx', family: 'ooxml', noun: 'a Word document' },
  xls: { kind: 'xls', family: 'cfb', noun: 'an Excel 97-2003 workbook' },
  xlsx: { kind: 'xlsx', family: 'ooxml', noun: 'an Excel workbook' },
  ppt: { kind: 'ppt', family: 'cfb', noun: 'a PowerPoint 97-2003 presentation' },
  pptx: { kind: 'pptx', family: 'ooxml', noun: 'a PowerPoint presentation' },
  vsd: { kind: 'vsd', family: 'cfb', noun: 'a Visio 2003-2010 drawing' },
  vsdx: { kind: 'vsdx', family: 'ooxml', noun: 'a Visio drawing' },
  jpg: { kind: 'jpeg', family: 'jpeg', noun: 'a JPEG image' },
  jpeg: { kind: 'jpeg', family: 'jpeg', noun: 'a JPEG image' },
  png: { kind: 'png', family: 'png', noun: 'a PNG image' },
  gif: { kind: 'gif', family: 'gif', noun: 'a GIF image' },
  txt: { kind: 'txt', family: 'text', noun: 'a text file' },
  svg: { kind: 'svg', family: 'svg', noun: 'an SVG image' },
  // Only ever a BPMN 2.0 diagram here: the BPMN parser decides on the markup (issue 21).
  bpmn: { kind: 'bpmn', family: 'xml', noun: 'a BPMN 2.0 diagram' },
  xml: { kind: 'xml', family: 'xml', noun: 'a BPMN 2.0 diagram' },
};

/**
 * The content type [Content_Types].xml declares for a package's main part, and what that makes
 * the package. Only the plain document of each application is accepted for its extension: Office
 * itself refuses to open a template, a slide show or a macro-enabled file renamed to .docx/.xlsx/
 * .pptx/.vsdx, and a macro-enabled file is not one to hand round under a harmless name.
 */
export const OOXML_MAIN: Record<string, { kind: string; noun: string }> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': {
    kind: 'docx',
    noun: 'a Word document',
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml': {
    kind: 'dotx',
    noun: 'a Word template (.dotx)',
  },
  'application/vnd.ms-word.document.macroenabled.main+xml': {
    kind: 'docm',
    noun: 'a macro-enabled Word document (.docm)',
  },
  'application/vnd.ms-word.template.macroenabledtemplate.main+xml': {
    kind: 'dotm',
    noun: 'a macro-enabled Word template (.dotm)',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': {
    kind: 'xlsx',
    noun: 'an Excel workbook',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml': {
    kind: 'xltx',
    noun: 'an Excel template (.xltx)',
  },
  'application/vnd.ms-excel.sheet.macroenabled.main+xml': {
    kind: 'xlsm',
    noun: 'a macro-enabled Excel workbook (.xlsm)',
  },
  'application/vnd.ms-excel.template.macroenabled.main+xml': {
    kind: 'xltm',
    noun: 'a macro-enabled Excel template (.xltm)',
  },
  'application/vnd.ms-excel.sheet.binary.macroenabled.main': {
    kind: 'xlsb',
    noun: 'an Excel binary workbook (.xlsb)',
  },
  'application/vnd.ms-excel.addin.macroenabled.main+xml': { kind: 'xlam', noun: 'an Excel add-in (.xlam)' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': {
    kind: 'pptx',
    noun: 'a PowerPoint presentation',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml': {
    kind: 'ppsx',
    noun: 'a PowerPoint slide show (.ppsx)',
  },
  'application/vnd.openxmlformats-officedocument.presentationml.template.main+xml': {
    kind: 'potx',
    noun: 'a PowerPoint template (.potx)',
  },
  'application/vnd.ms-powerpoint.presentation.macroenabled.main+xml': {
    kind: 'pptm',
    noun: 'a macro-enabled PowerPoint presentation (.pptm)',
  },
  'application/vnd.ms-powerpoint.slideshow.macroenabled.main+xml': {
    kind: 'ppsm',
    noun: 'a macro-enabled PowerPoint slide show (.ppsm)',
  },
  'application/vnd.ms-powerpoint.template.macroenabled.main+xml': {
    kind: 'potm',
    noun: 'a macro-enabled PowerPoint template (.potm)',
  },
  'application/vnd.ms-powerpoint.addin.macroenabled.main+xml': {
    kind: 'ppam',
    noun: 'a PowerPoint add-in (.ppam)',
  },
  'application/vnd.ms-visio.drawing.main+xml': { kind: 'vsdx', noun: 'a Visio drawing' },
  'application/vnd.ms-visio.drawing.macroenabled.main+xml': {
    kind: 'vsdm',
    noun: 'a macro-enabled Visio drawing (.vsdm)',
  },
  'application/vnd.ms-visio.stencil.main+xml': { kind: 'vssx', noun: 'a Visio stencil (.vssx)' },
  'application/vnd.ms-visio.stencil.macroenabled.main+xml': {
    kind: 'vssm',
    noun: 'a macro-enabled Visio stencil (.vssm)',
  },
  'application/vnd.ms-visio.template.main+xml': { kind: 'vstx', noun: 'a Visio template (.vstx)' },
  'application/vnd.ms-visio.template.macroenabled.main+xml': {
    kind: 'vstm',
    noun: 'a macro-enabled Visio template (.vstm)',
  },
  'application/vnd.ms-package.xps-fixeddocumentsequence+xml': { kind: 'xps', noun: 'an XPS document' },
};

export const ODF_NOUNS: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'an OpenDocument text (.odt)',
  'application/vnd.oasis.opendocument.spreadsheet': 'an OpenDocument spreadsheet (.ods)',
  'application/vnd.oasis.opendocument.presentation': 'an OpenDocument presentation (.odp)',
  'application/vnd.oasis.opendocument.graphics': 'an OpenDocument drawing (.odg)',
  'application/epub+zip': 'an EPUB e-book',
};

/** file-type's names for what people rename most, as a message says them. */
export const FILE_TYPE_NOUNS: Record<string, string> = {
  exe: 'a Windows program',
  elf: 'a Linux program',
  macho: 'a macOS program',
  class: 'a Java class file',
  wasm: 'a WebAssembly program',
  zip: 'a zip archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gz: 'a gzip archive',
  bz2: 'a bzip2 archive',
  xz: 'an xz archive',
  zst: 'a Zstandard archive',
  tar: 'a tar archive',
  cab: 'a Windows cabinet archive',
  deb: 'a Debian package',
  rpm: 'an RPM package',
  dmg: 'a disk image',
  iso: 'a disk image',
  lnk: 'a Windows shortcut',
  pdf: 'a PDF document',
  ps: 'a PostScript document',
  rtf: 'an RTF document',
  epub: 'an EPUB e-book',
  sqlite: 'a SQLite database',
  swf: 'a Flash file',
  psd: 'a Photoshop image',
  png: 'a PNG image',
  apng: 'a PNG image',
  jpg: 'a JPEG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  bmp: 'a BMP image',
  tif: 'a TIFF image',
  heic: 'a HEIC image',
  avif: 'an AVIF image',
  ico: 'an icon',
  xml: 'an XML file',
};

export const MSI_CLSIDS: Record<string, string> = {
  '{000C1084-0000-0000-C000-000000000046}': 'a Windows installer',
  '{000C1086-0000-0000-C000-000000000046}': 'a Windows installer patch',
  '{000C1082-0000-0000-C000-000000000046}': 'a Windows installer transform',
};

/** Bytes examined for signatures and by file-type (which needs at most 4100). */
