import type * as Docx from 'docx';
import type { DocumentOutline, OutlineSection } from '../../../core/rules/training-outlines';
import { BRAND, FONT, INK, MARK_TEXT, MUTED } from './document-style';
import { bulletBlocks, callout, docx, loadDocxLibrary, markRun, run, table } from './docx-parts';
import { type PictureOptions, pictureBlocks } from './docx-pictures';
import { LETTER_PORTRAIT, type Page } from './map-layout';
import { xmlSafe } from './text-safety';

export type { EmbeddableImage } from './diagram-pictures';
export type DocxOptions = PictureOptions;

type Block = Docx.Paragraph | Docx.Table;

/** Text width of a page in twips. */
const textWidth = (page: Page) => (page.landscape ? page.height : page.width) - 2 * page.margin;

/** A run of blocks on pages of one size: the document is portrait, with a landscape page per wide map. */
interface PageRun {
  page: Page;
  blocks: Block[];
}

function sectionContent(section: OutlineSection, listInstance: number, width: number): Block[] {
  const blocks: Block[] = [];
  for (const p of section.paragraphs ?? []) {
    blocks.push(new docx.Paragraph({ children: [run(p)], spacing: { after: 120 } }));
  }
  if (section.bullets?.length) blocks.push(...bulletBlocks(section.bullets, !!section.ordered, listInstance));
  if (section.table?.rows.length) {
    blocks.push(table(section.table, width));
    blocks.push(new docx.Paragraph({ children: [], spacing: { after: 120 } }));
  }
  return blocks;
}

/** Lays the sections out on pages: a map needing a larger page gets that page to itself. */
function pageRuns(outline: DocumentOutline, options: DocxOptions, front: Block[]): PageRun[] {
  const runs: PageRun[] = [{ page: LETTER_PORTRAIT, blocks: front }];
  const current = () => runs[runs.length - 1]!;
  outline.sections.forEach((section, i) => {
    const picture = section.image ? pictureBlocks(section.image, options) : null;
    const own = picture && picture.page !== LETTER_PORTRAIT;
    if (own) runs.push({ page: picture.page, blocks: [] });
    const width = textWidth(current().page);
    const heading = new docx.Paragraph({
      heading: docx.HeadingLevel.HEADING_1,
      children: [run(section.heading)],
      pageBreakBefore: !!section.pageBreak,
    });
    if (section.callout) {
      const inner = sectionContent(section, i + 1, width - 400);
      current().blocks.push(
        heading,
        callout(inner, width),
        new docx.Paragraph({ children: [], spacing: { after: 120 } }),
      );
    } else {
      current().blocks.push(heading);
      for (const p of section.paragraphs ?? []) {
        current().blocks.push(new docx.Paragraph({ children: [run(p)], spacing: { after: 120 } }));
      }
      if (picture) current().blocks.push(...picture.blocks);
      current().blocks.push(...sectionContent({ ...section, paragraphs: [] }, i + 1, width));
    }
    if (own) runs.push({ page: LETTER_PORTRAIT, blocks: [] });
  });
  return runs.filter((r) => r.blocks.length > 0);
}

function footer(title: string): Docx.Footer {
  return new docx.Footer({
    children: [
      new docx.Paragraph({
        alignment: docx.AlignmentType.RIGHT,
        children: [
          run(`${title} · generated draft · page `, { size: 16, color: MUTED }),
          new docx.TextRun({ children: [docx.PageNumber.CURRENT], size: 16, color: MUTED }),
        ],
      }),
    ],
  });
}

function frontMatter(outline: DocumentOutline): Block[] {
  const hasMarks = outline.sections.some((s) => s.bullets?.some((b) => b.marked));
  const blocks: Block[] = [
    new docx.Paragraph({ heading: docx.HeadingLevel.TITLE, children: [run(outline.title)] }),
    new docx.Paragraph({
      children: [run(outline.subtitle, { color: MUTED, size: 22 })],
      spacing: { after: 240 },
    }),
  ];
  if (outline.missing.length > 0) {
    blocks.push(
      new docx.Paragraph({
        children: [
          run('Missing from the repository, so this draft is thin:', { bold: true, color: MARK_TEXT }),
        ],
        spacing: { after: 60 },
      }),
      ...bulletBlocks(
        outline.missing.map((text) => ({ text })),
        false,
        0,
      ),
    );
  }
  if (hasMarks) {
    blocks.push(
      new docx.Paragraph({
        children: [
          markRun(),
          run(' marks a step that differs significantly from today’s process.', { color: MUTED }),
        ],
        spacing: { after: 200 },
      }),
    );
  }
  return blocks;
}

/**
 * The outline as a Word document: title, subtitle, one Heading 1 per section, framed boxes, tables
 * with header rows, and each wide map on a landscape page of its own.
 */
export async function writeDocx(outline: DocumentOutline, options: DocxOptions = {}): Promise<Buffer> {
  await loadDocxLibrary();
  const runs = pageRuns(outline, options, frontMatter(outline));
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
    sections: runs.map((r) => ({
      properties: {
        page: {
          size: {
            width: r.page.width,
            height: r.page.height,
            ...(r.page.landscape ? { orientation: docx.PageOrientation.LANDSCAPE } : {}),
          },
          margin: { top: r.page.margin, bottom: r.page.margin, left: r.page.margin, right: r.page.margin },
        },
      },
      footers: { default: footer(outline.title) },
      children: r.blocks,
    })),
  });
  return docx.Packer.toBuffer(doc);
}
