import type * as Docx from 'docx';
import type { OutlineBullet, OutlineTable } from '../../../core/rules/training-outlines';
import { loadDocx } from '../../lib/heavy-libraries';
import { BORDER, HEADER_FILL, IMPACT_COLORS, MARK_TEXT, MUTED, SIGNIFICANT_BADGE } from './document-style';
import { xmlSafe } from './text-safety';

/*
 * The building blocks of a generated Word document: runs, numbered steps (bold name, badge on one
 * line, a framed screenshot space), tables (a bold total row, impact colours) and framed boxes.
 */

/** The docx library, loaded by the first document written (11 MB and 0.1 s that a start need not pay). */
export let docx: typeof Docx;

export async function loadDocxLibrary(): Promise<void> {
  docx ??= await loadDocx();
}

const MARK_FILL = 'FEF3C7';
const CALLOUT_FILL = 'F1F5F9';
const CALLOUT_BORDER = '94A3B8';

export const run = (
  text: string,
  options: Omit<ConstructorParameters<typeof Docx.TextRun>[0] & object, 'text'> = {},
) => new docx.TextRun({ text: xmlSafe(text), ...options });

export function markRun(): Docx.TextRun {
  return new docx.TextRun({
    text: SIGNIFICANT_BADGE,
    bold: true,
    size: 17,
    color: MARK_TEXT,
    shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill: MARK_FILL },
  });
}

/** A framed, grey space where the designer pastes the step's screenshot. */
function screenshotFrame(caption: string): Docx.Table {
  const dashed = { style: docx.BorderStyle.DASHED, size: 6, color: CALLOUT_BORDER };
  return new docx.Table({
    width: { size: 5400, type: docx.WidthType.DXA },
    indent: { size: 720, type: docx.WidthType.DXA },
    borders: { top: dashed, bottom: dashed, left: dashed, right: dashed },
    rows: [
      new docx.TableRow({
        height: { value: 1100, rule: docx.HeightRule.ATLEAST },
        cantSplit: true,
        children: [
          new docx.TableCell({
            verticalAlign: docx.VerticalAlign.CENTER,
            shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill: 'F8FAFC' },
            children: [
              new docx.Paragraph({
                alignment: docx.AlignmentType.CENTER,
                children: [run(`[${caption}]`, { italics: true, size: 17, color: MUTED })],
              }),
            ],
          }),
        ],
      }),
    ],
  });
}

/** Bullets or numbered steps; a step's name is bold, its description follows on the same line. */
export function bulletBlocks(
  bullets: readonly OutlineBullet[],
  ordered: boolean,
  instance: number,
): (Docx.Paragraph | Docx.Table)[] {
  return bullets.flatMap((b) => {
    const runs: Docx.TextRun[] = [run(b.text, { bold: ordered })];
    if (b.description) runs.push(run(` ${b.description}`));
    if (b.marked) runs.push(new docx.TextRun({ text: ' ' }), markRun());
    const blocks: (Docx.Paragraph | Docx.Table)[] = [
      new docx.Paragraph({
        children: runs,
        numbering: { reference: ordered ? 'steps' : 'bullets', level: 0, instance },
        keepNext: !!(b.detail || b.screenshot),
        spacing: { after: b.detail || b.screenshot ? 20 : 80 },
      }),
    ];
    if (b.detail) {
      blocks.push(
        new docx.Paragraph({
          children: [run(b.detail, { size: 19, color: MUTED, italics: true })],
          indent: { left: 720 },
          keepNext: !!b.screenshot,
          spacing: { after: b.screenshot ? 60 : 100 },
        }),
      );
    }
    if (b.screenshot) {
      blocks.push(
        screenshotFrame(b.screenshot),
        new docx.Paragraph({ children: [], spacing: { after: 80 } }),
      );
    }
    return blocks;
  });
}

/** Column widths in proportion to how much each column holds (bounded), summing to `total`. */
function columnWidths(table: OutlineTable, total: number): number[] {
  const weights = table.columns.map((heading, i) => {
    const texts = [heading, ...table.rows.map((r) => r[i] ?? '')];
    const mean = texts.reduce((a, t) => a + t.length, 0) / texts.length;
    // A column is never narrower than its longest word (so "REPLACED" does not break).
    const longestWord = Math.max(...texts.flatMap((t) => t.split(/\s+/).map((w) => w.length)));
    return Math.min(60, Math.max(8, mean, longestWord * 2));
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.floor((w / sum) * total));
}

function cell(text: string, width: number, style: { header?: boolean; bold?: boolean; impact?: boolean }) {
  const impact = style.impact ? IMPACT_COLORS[text] : undefined;
  const fill = style.header ? HEADER_FILL : impact?.fill;
  return new docx.TableCell({
    width: { size: width, type: docx.WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(fill ? { shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill } } : {}),
    children: [
      new docx.Paragraph({
        children: [
          run(text, {
            bold: style.header || style.bold || !!impact,
            size: 19,
            ...(impact ? { color: impact.text } : {}),
          }),
        ],
      }),
    ],
  });
}

export function table(t: OutlineTable, width: number): Docx.Table {
  const widths = columnWidths(t, width);
  const border = { style: docx.BorderStyle.SINGLE, size: 4, color: BORDER };
  const last = t.rows.length - 1;
  return new docx.Table({
    layout: docx.TableLayoutType.FIXED,
    width: { size: width, type: docx.WidthType.DXA },
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
        children: t.columns.map((c, i) => cell(c, widths[i]!, { header: true })),
      }),
      ...t.rows.map(
        (r, ri) =>
          new docx.TableRow({
            cantSplit: true,
            children: t.columns.map((_, i) =>
              cell(r[i] ?? '', widths[i]!, {
                bold: !!t.totalRow && ri === last,
                impact: t.impactColumn === i,
              }),
            ),
          }),
      ),
    ],
  });
}

/** A framed, shaded box holding the blocks ("Before you start", "If something goes wrong"). */
export function callout(children: (Docx.Paragraph | Docx.Table)[], width: number): Docx.Table {
  const border = { style: docx.BorderStyle.SINGLE, size: 8, color: CALLOUT_BORDER };
  return new docx.Table({
    width: { size: width, type: docx.WidthType.DXA },
    borders: { top: border, bottom: border, left: border, right: border },
    rows: [
      new docx.TableRow({
        cantSplit: true,
        children: [
          new docx.TableCell({
            width: { size: width, type: docx.WidthType.DXA },
            margins: { top: 120, bottom: 120, left: 200, right: 200 },
            shading: { type: docx.ShadingType.CLEAR, color: 'auto', fill: CALLOUT_FILL },
            children,
          }),
        ],
      }),
    ],
  });
}
