/*
 * Text from the repository goes into XML parts (docx, pptx). Both libraries escape &, <, > and
 * quotes; what they pass through untouched are characters XML 1.0 forbids (C0 controls other than
 * tab and newline, lone surrogates, U+FFFE/U+FFFF), which make Word and LibreOffice refuse the file.
 */
/** The text without characters XML cannot hold; tabs become spaces. */
export function xmlSafe(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x09) out += ' ';
    else if (c < 0x20 && c !== 0x0a && c !== 0x0d) continue;
    else if (c === 0xfffe || c === 0xffff) continue;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair (an emoji, say) stays; a lone half is dropped.
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i += 1;
      }
    } else if (c >= 0xdc00 && c <= 0xdfff) continue;
    else out += text[i];
  }
  return out;
}

/** Width and height of an SVG from its width/height attributes or its viewBox (px), else null. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const open = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!open) return null;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(open)?.[1];
  const px = (v: string | undefined) => {
    const m = v ? /^\s*([\d.]+)\s*(px)?\s*$/.exec(v) : null;
    return m ? Number(m[1]) : null;
  };
  const w = px(attr('width'));
  const h = px(attr('height'));
  if (w && h) return { width: w, height: h };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box && box.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return null;
}

/** Width and height of a PNG or JPEG, else null. */
export function rasterSize(data: Buffer): { width: number; height: number } | null {
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47) {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) {
    let i = 2;
    while (i + 9 < data.length) {
      if (data[i] !== 0xff) return null;
      const marker = data[i + 1]!;
      const length = data.readUInt16BE(i + 2);
      // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: data.readUInt16BE(i + 7), height: data.readUInt16BE(i + 5) };
      }
      i += 2 + length;
    }
  }
  return null;
}
