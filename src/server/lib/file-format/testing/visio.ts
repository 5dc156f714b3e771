import { zip } from '../../../testing/zip';

/*
 * A real Visio drawing (.vsdx) built from the package specification ([MS-VSDX]): a zip of content
 * types, relationships, the document, the pages list and one part per page, each shape a rectangle
 * with its text. Small enough to read; vsd2xhtml draws it.
 */

const VISIO = 'http://schemas.microsoft.com/office/visio/2012/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export interface VisioShape {
  text: string;
  /** Centre and size, in inches from the page's bottom left. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VisioPage {
  name: string;
  shapes: VisioShape[];
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function shapeXml(shape: VisioShape, id: number): string {
  const corners = [
    [0, 0],
    [shape.width, 0],
    [shape.width, shape.height],
    [0, shape.height],
    [0, 0],
  ];
  const rows = corners
    .map(
      ([x, y], i) =>
        `<Row T="${i === 0 ? 'MoveTo' : 'LineTo'}" IX="${i + 1}"><Cell N="X" V="${x}"/><Cell N="Y" V="${y}"/></Row>`,
    )
    .join('');
  return (
    `<Shape ID="${id}" Type="Shape"><Cell N="PinX" V="${shape.x}"/><Cell N="PinY" V="${shape.y}"/>` +
    `<Cell N="Width" V="${shape.width}"/><Cell N="Height" V="${shape.height}"/>` +
    `<Cell N="LocPinX" V="${shape.width / 2}"/><Cell N="LocPinY" V="${shape.height / 2}"/>` +
    `<Section N="Geometry" IX="0">${rows}</Section><Text>${xmlText(shape.text)}</Text></Shape>`
  );
}

/** A .vsdx of the given pages (US Letter, portrait). */
export function visioDrawing(pages: VisioPage[]): Promise<Buffer> {
  const entries: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/visio/document.xml" ContentType="application/vnd.ms-visio.drawing.main+xml"/><Override PartName="/visio/pages/pages.xml" ContentType="application/vnd.ms-visio.pages+xml"/>${pages
      .map(
        (_, i) =>
          `<Override PartName="/visio/pages/page${i + 1}.xml" ContentType="application/vnd.ms-visio.page+xml"/>`,
      )
      .join('')}</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="http://schemas.microsoft.com/visio/2010/relationships/document" Target="visio/document.xml"/></Relationships>`,
    'visio/document.xml': `${XML}<VisioDocument xmlns="${VISIO}" xmlns:r="${R}"/>`,
    'visio/_rels/document.xml.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="http://schemas.microsoft.com/visio/2010/relationships/pages" Target="pages/pages.xml"/></Relationships>`,
    'visio/pages/pages.xml': `${XML}<Pages xmlns="${VISIO}" xmlns:r="${R}">${pages
      .map(
        (page, i) =>
          `<Page ID="${i}" NameU="Page-${i + 1}" Name="${xmlText(page.name)}"><PageSheet><Cell N="PageWidth" V="8.5"/><Cell N="PageHeight" V="11"/></PageSheet><Rel r:id="rId${i + 1}"/></Page>`,
      )
      .join('')}</Pages>`,
    'visio/pages/_rels/pages.xml.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}">${pages
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="http://schemas.microsoft.com/visio/2010/relationships/page" Target="page${i + 1}.xml"/>`,
      )
      .join('')}</Relationships>`,
  };
  for (const [i, page] of pages.entries()) {
    entries[`visio/pages/page${i + 1}.xml`] =
      `${XML}<PageContents xmlns="${VISIO}" xmlns:r="${R}"><Shapes>${page.shapes.map((s, j) => shapeXml(s, j + 1)).join('')}</Shapes></PageContents>`;
  }
  return zip(entries);
}
