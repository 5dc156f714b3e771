import type * as Docx from 'docx';
import type {
  DocumentOutline,
  OutlineBullet,
  OutlineImage,
  OutlineSection,
  OutlineTable,
} from '../../../core/rules/training-outlines';
import { loadDocx } from '../../lib/heavy-libraries';
import { BORDER, BRAND, FONT, HEADER_FILL, INK, MARK_TEXT, MUTED, SIGNIFICANT_MARK } from './document-style';
import { placeholderPng, rasterSize, svgSize, xmlSafe } from './text-safety';

/** The docx library, loaded by the first document written (11 MB and 0.1 s that a start need not pay). */
let docx: typeof Docx;

/** An image the outline refers to, read from the file store by the service. */
export interface EmbeddableImage {
  data: Buffer;
  mediaType: string;
}

const MARK_FILL = 'FEF3C7';
/** US Letter with 0.75 in margins: 12240 − 2 × 1080 twips of text width. */
const TEXT_WIDTH_TWIPS = 10080;
/** 6.7 in at 96 px per inch: the widest image that fits the text column. */
const MAX_IMAGE_PX = 640;
const MAX_IMAGE_HEIGHT_PX = 820;

const run = (
  text: string,
  options: Omit<ConstructorParameters<typeof Docx.TextRun>[0] & object, 'text'> = {},
) => new docx.TextRun({ text: xmlSafe(text), ...options });

function markRun(): Docx.TextRun {
  return new docx.TextRun({
    text: ` ${SIGNIFICANT_MARK} `,
    bold: true,
    size: 18,
    color: MARK_TEXT,
    shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill: MARK_FILL },
  });
}

function bulletParagraphs(
  bullets: readonly OutlineBullet[],
  ordered: boolean,
  instance: number,
): Docx.Paragraph[] {
  return bullets.flatMap((b) => {
    const runs: Docx.TextRun[] = [run(b.text)];
    if (b.marked) runs.push(new docx.TextRun({ text: ' ' }), markRun());
    const main = new docx.Paragraph({
      children: runs,
      numbering: { reference: ordered ? 'steps' : 'bullets', level: 0, instance },
      spacing: { after: b.detail ? 20 : 80 },
    });
    if (!b.detail) return [main];
    return [
      main,
      new docx.Paragraph({
        children: [run(b.detail, { size: 19, color: MUTED, italics: true })],
        indent: { left: 720 },
        spacing: { after: 100 },
      }),
    ];
  });
}

/** Column widths in proportion to how much each column holds (bounded), summing to the text width. */
function columnWidths(table: OutlineTable): number[] {
  const weights = table.columns.map((heading, i) => {
    const texts = [heading, ...table.rows.map((r) => r[i] ?? '')];
    const mean = texts.reduce((a, t) => a + t.length, 0) / texts.length;
    // A column is never narrower than its longest word (so "REPLACED" does not break).
    const longestWord = Math.max(...texts.flatMap((t) => t.split(/\s+/).map((w) => w.length)));
    return Math.min(60, Math.max(8, mean, longestWord * 2));
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.floor((w / total) * TEXT_WIDTH_TWIPS));
}

function cell(text: string, width: number, header: boolean): Docx.TableCell {
  return new docx.TableCell({
    width: { size: width, type: docx.WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(header ? { shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill: HEADER_FILL } } : {}),
    children: [new docx.Paragraph({ children: [run(text, { bold: header, size: 19 })] })],
  });
}

function table(t: OutlineTable): Docx.Table {
  const widths = columnWidths(t);
  const border = { style: docx.BorderStyle.SINGLE, size: 4, color: BORDER };
  return new docx.Table({
    layout: docx.TableLayoutType.FIXED,
    width: { size: TEXT_WIDTH_TWIPS, type: docx.WidthType.DXA },
    columnWidths: widths,
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: [
      new docx.TableRow({
        tableHeader: true,
        cantSplit: true,
        children: t.columns.map((c, i) => cell(c, widths[i]!, true)),
      }),
      ...t.rows.map(
        (r) =>
          new docx.TableRow({
            cantSplit: true,
            children: t.columns.map((_, i) => cell(r[i] ?? '', widths[i]!, false)),
          }),
      ),
    ],
  });
}

function scaleToFit(size: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, MAX_IMAGE_PX / size.width, MAX_IMAGE_HEIGHT_PX / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/**
 * The image run for a stored map: SVG embedded as SVG (with a plain PNG fallback for readers that
 * cannot draw SVG), PNG and JPEG as they are; null for anything else.
 */
function imageRun(image: EmbeddableImage, shown: OutlineImage): Docx.ImageRun | null {
  const altText = {
    name: 'Workflow map',
    title: xmlSafe(shown.caption),
    // A diagram's text alternative: its steps in order, with their lanes.
    description: xmlSafe(shown.alt ?? shown.caption),
  };
  if (image.mediaType.startsWith('image/svg')) {
    const size = svgSize(image.data.toString('utf8'));
    if (!size) return null;
    return new docx.ImageRun({
      type: 'svg',
      data: image.data,
      fallback: { type: 'png', data: placeholderPng(size.width, size.height) },
      transformation: scaleToFit(size),
      altText,
    });
  }
  const type = image.mediaType === 'image/png' ? 'png' : image.mediaType === 'image/jpeg' ? 'jpg' : null;
  const size = type ? rasterSize(image.data) : null;
  if (!type || !size) return null;
  return new docx.ImageRun({ type, data: image.data, transformation: scaleToFit(size), altText });
}

export interface DocxOptions {
  /** Stored images the outline refers to, by URL. */
  images?: ReadonlyMap<string, EmbeddableImage>;
  /** The app's address (https://host), so a relative file link can be printed as a full one. */
  origin?: string;
}

function absolute(url: string, origin: string | undefined): string {
  return url.startsWith('/') && origin ? `${origin.replace(/\/$/, '')}${url}` : url;
}

function imageParagraphs(image: OutlineImage, options: DocxOptions): Docx.Paragraph[] {
  const images = options.images ?? new Map<string, EmbeddableImage>();
  const link = absolute(image.fileUrl, options.origin);
  const stored = images.get(image.fileUrl);
  const picture = stored ? imageRun(stored, image) : null;
  const out: Docx.Paragraph[] = [];
  if (picture) {
    out.push(
      new docx.Paragraph({
        children: [picture],
        alignment: docx.AlignmentType.CENTER,
        spacing: { after: 60 },
      }),
    );
    const svg = stored!.mediaType.startsWith('image/svg');
    out.push(
      new docx.Paragraph({
        children: [
          run(image.caption, { italics: true, size: 18, color: MUTED }),
          ...(svg
            ? [
                run(` (SVG; if only a grey panel shows, open the map at ${link})`, {
                  italics: true,
                  size: 16,
                  color: MUTED,
                }),
              ]
            : []),
        ],
        alignment: docx.AlignmentType.CENTER,
        spacing: { after: 200 },
      }),
    );
  } else {
    // A web link, or a stored file that is not an image: name it so the reader can open it.
    out.push(
      new docx.Paragraph({
        children: [
          run(`${image.caption}: `, { bold: true }),
          run(
            image.bpmn
              ? 'the diagram could not be drawn; download it from the workflow map in the app'
              : `the map is not embedded; open it at ${link}`,
            { color: MUTED },
          ),
        ],
        spacing: { after: 200 },
      }),
    );
  }
  return out;
}

function sectionBlocks(
  section: OutlineSection,
  options: DocxOptions,
  listInstance: number,
): (Docx.Paragraph | Docx.Table)[] {
  const blocks: (Docx.Paragraph | Docx.Table)[] = [
    new docx.Paragraph({ heading: docx.HeadingLevel.HEADING_1, children: [run(section.heading)] }),
  ];
  for (const p of section.paragraphs ?? []) {
    blocks.push(new docx.Paragraph({ children: [run(p)], spacing: { after: 120 } }));
  }
  if (section.image) blocks.push(...imageParagraphs(section.image, options));
  if (section.bullets?.length)
    blocks.push(...bulletParagraphs(section.bullets, !!section.ordered, listInstance));
  if (section.table?.rows.length) {
    blocks.push(table(section.table));
    blocks.push(new docx.Paragraph({ children: [], spacing: { after: 120 } }));
  }
  return blocks;
}

/** The outline as a Word document: title, subtitle, one Heading 1 per section, tables with header rows. */
export async function writeDocx(outline: DocumentOutline, options: DocxOptions = {}): Promise<Buffer> {
  docx ??= await loadDocx();
  const hasMarks = outline.sections.some((s) => s.bullets?.some((b) => b.marked));
  const children: (Docx.Paragraph | Docx.Table)[] = [
    new docx.Paragraph({ heading: docx.HeadingLevel.TITLE, children: [run(outline.title)] }),
    new docx.Paragraph({
      children: [run(outline.subtitle, { color: MUTED, size: 22 })],
      spacing: { after: 240 },
    }),
  ];
  if (outline.missing.length > 0) {
    children.push(
      new docx.Paragraph({
        children: [
          run('Missing from the repository, so this draft is thin:', { bold: true, color: MARK_TEXT }),
        ],
        spacing: { after: 60 },
      }),
      ...bulletParagraphs(
        outline.missing.map((text) => ({ text })),
        false,
        0,
      ),
    );
  }
  if (hasMarks) {
    children.push(
      new docx.Paragraph({
        children: [
          markRun(),
          run(' marks a line that differs significantly from today’s process.', { color: MUTED }),
        ],
        spacing: { after: 200 },
      }),
    );
  }
  outline.sections.forEach((section, i) => {
    children.push(...sectionBlocks(section, options, i + 1));
  });

  const doc = new docx.Document({
    creator: 'Process Map Repository',
    title: xmlSafe(outline.title),
    description: 'Draft generated from the process repository',
    styles: {
      default: { document: { run: { font: FONT, size: 21, color: INK } } },
      paragraphStyles: [
        {
          id: 'Title',
          name: 'Title',
          basedOn: 'Normal',
          next: 'Normal',
          run: { size: 40, bold: true, color: INK, font: FONT },
          paragraph: { spacing: { after: 60 } },
        },
        {
          id: 'Heading1',
          name: 'Heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { size: 28, bold: true, color: BRAND, font: FONT },
          paragraph: { spacing: { before: 280, after: 120 }, keepNext: true },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [
            {
              level: 0,
              format: docx.LevelFormat.BULLET,
              text: '•',
              alignment: docx.AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
        {
          reference: 'steps',
          levels: [
            {
              level: 0,
              format: docx.LevelFormat.DECIMAL,
              text: '%1.',
              alignment: docx.AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { bold: true } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 1080, bottom: 1080, left: 1080, right: 1080 },
          },
        },
        footers: {
          default: new docx.Footer({
            children: [
              new docx.Paragraph({
                alignment: docx.AlignmentType.RIGHT,
                children: [
                  run(`${outline.title} · generated draft · page `, { size: 16, color: MUTED }),
                  new docx.TextRun({ children: [docx.PageNumber.CURRENT], size: 16, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return docx.Packer.toBuffer(doc);
}
