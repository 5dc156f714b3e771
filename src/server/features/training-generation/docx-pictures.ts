import type * as Docx from 'docx';
import type { OutlineImage } from '../../../core/rules/training-outlines';
import type { EmbeddableImage } from './diagram-pictures';
import { MUTED } from './document-style';
import { docx, run } from './docx-parts';
import { LETTER_PORTRAIT, type Page, placeMap, textArea } from './map-layout';
import { rasterSize, xmlSafe } from './text-safety';

/** Points to pixels at 96 per inch: the docx library sizes pictures in pixels. */
const PX_PER_PT = 96 / 72;

export interface PictureOptions {
  /** Stored images the outline refers to, by URL. */
  images?: ReadonlyMap<string, EmbeddableImage>;
  /** The app's address (https://host), so a relative file link can be printed as a full one. */
  origin?: string;
}

function absolute(url: string, origin: string | undefined): string {
  return url.startsWith('/') && origin ? `${origin.replace(/\/$/, '')}${url}` : url;
}

/** Where and how large a picture prints: a drawn map by its labels, a photo fitted to the column. */
function placement(image: EmbeddableImage): { page: Page; width: number; height: number } | null {
  if (image.drawing) return placeMap(image.drawing);
  const size = rasterSize(image.data);
  if (!size) return null;
  const area = textArea(LETTER_PORTRAIT);
  const pt = Math.min(area.width / size.width, (area.height - 60) / size.height, 0.75);
  return { page: LETTER_PORTRAIT, width: size.width * pt, height: size.height * pt };
}

/**
 * A map's paragraphs: the PNG at a size where its labels are readable, and its caption; `page` is
 * the page it needs (a wide map gets a landscape page of its own). A map that could not be drawn
 * is named with where to open it.
 */
export function pictureBlocks(
  shown: OutlineImage,
  options: PictureOptions,
): { blocks: Docx.Paragraph[]; page: Page } {
  const stored = options.images?.get(shown.fileUrl);
  const type = stored?.mediaType === 'image/png' ? 'png' : stored?.mediaType === 'image/jpeg' ? 'jpg' : null;
  const place = stored && type ? placement(stored) : null;
  if (!stored || !type || !place) {
    const link = absolute(shown.fileUrl, options.origin);
    return {
      page: LETTER_PORTRAIT,
      blocks: [
        new docx.Paragraph({
          children: [
            run(`${shown.caption}: `, { bold: true }),
            run(
              shown.bpmn
                ? 'the diagram could not be drawn; download it from the workflow map in the app'
                : `the map is not embedded; open it at ${link}`,
              { color: MUTED },
            ),
          ],
          spacing: { after: 200 },
        }),
      ],
    };
  }
  const picture = new docx.ImageRun({
    type,
    data: stored.data,
    transformation: {
      width: Math.round(place.width * PX_PER_PT),
      height: Math.round(place.height * PX_PER_PT),
    },
    altText: {
      name: 'Workflow map',
      title: xmlSafe(shown.caption),
      // A diagram's text alternative: its steps in order, with their lanes.
      description: xmlSafe(shown.alt ?? shown.caption),
    },
  });
  return {
    page: place.page,
    blocks: [
      new docx.Paragraph({
        children: [picture],
        alignment: docx.AlignmentType.CENTER,
        keepNext: true,
        spacing: { after: 60 },
      }),
      new docx.Paragraph({
        children: [run(shown.caption, { italics: true, size: 18, color: MUTED })],
        alignment: docx.AlignmentType.CENTER,
        spacing: { after: 200 },
      }),
    ],
  };
}
