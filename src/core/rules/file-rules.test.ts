import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFileName, fileExtension, fileNameWithoutExtension, isAllowedExtension } from './file-rules';
import { isWebUrl, linkName } from './link-name';

describe('file rules', () => {
  it('cleans names: no folders, no control characters, never empty, bounded', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\Map v2.vsdx')).toBe('Map v2.vsdx');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('say "hi".txt')).toBe('say _hi_.txt');
    expect(cleanFileName('...hidden')).toBe('hidden');
    expect(cleanFileName('/')).toBe('file');
    const long = cleanFileName(`${'x'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });

  it('cuts long names between characters, keeping emoji, accents and ZWJ sequences whole', () => {
    const family = '👨‍👩‍👧‍👦'; // 11 UTF-16 units, one character
    const cut = cleanFileName(`${'a'.repeat(190)}${family}${family}.pdf`);
    expect(cut).toBe(`${'a'.repeat(190)}.pdf`);
    expect(cleanFileName(`${'a'.repeat(194)}😀😀.pdf`)).toBe(`${'a'.repeat(194)}😀.pdf`);
    // "é" written as e + combining acute: NFC makes it one unit; a letter with two marks stays whole.
    expect(cleanFileName('Cafe\u0301.txt')).toBe('Café.txt');
    const marked = 'q\u0323\u0307'; // no precomposed form: three units, one character
    expect(cleanFileName(`${'b'.repeat(193)}${marked}${marked}.txt`)).toBe(`${'b'.repeat(193)}${marked}.txt`);
    expect(cleanFileName(`${'x'.repeat(300)}😀`)).toHaveLength(200);
  });

  it('keeps path parts, device names, bidi overrides and NUL out of names', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\x\\a.pdf')).toBe('a.pdf');
    expect(cleanFileName('CON.pdf')).toBe('_CON.pdf');
    expect(cleanFileName('lpt1')).toBe('_lpt1');
    expect(cleanFileName('con .tar.gz')).toBe('_con .tar.gz');
    expect(cleanFileName('console.pdf')).toBe('console.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('a\u2066b\u2069.pdf')).toBe('ab.pdf');
    expect(cleanFileName('report\u0000.pdf.exe')).toBe('report.pdf.exe');
    expect(cleanFileName('trailing. . .')).toBe('trailing');
    expect(cleanFileName('what?<>|*:.txt')).toBe('what______.txt');
    expect(cleanFileName('bad\ud800half.txt')).toBe('badhalf.txt');
    expect(cleanFileName('\u202E')).toBe('file');
  });

  it('never lets a lone surrogate, control character, slash or backslash through, nor exceeds the limit', () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    const forbidden = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069/\\<>:"|?*]/;
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    const pieces = fc.constantFrom(
      'a',
      'é',
      'e\u0301',
      '😀',
      '👨‍👩‍👧',
      '/',
      '\\',
      '.',
      ' ',
      '\u0000',
      '\u202e',
      'CON',
      '.pdf',
      '\ud800',
      '\udc00',
      ':',
      '\n',
    );
    const names = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.array(pieces, { maxLength: 250 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(names, fc.integer({ min: 1, max: 260 }), (raw, max) => {
        const name = cleanFileName(raw, max);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(max);
        expect(name).not.toMatch(forbidden);
        expect(name).not.toMatch(lone);
        expect(() => encodeURIComponent(name)).not.toThrow();
        expect(name).toBe(name.normalize('NFC'));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads extensions and checks each place’s allow-list', () => {
    expect(fileExtension('Deck.PPTX')).toBe('pptx');
    expect(fileExtension('noext')).toBe('');
    expect(fileNameWithoutExtension('Job aid.v2.pdf')).toBe('Job aid.v2');
    expect(isAllowedExtension('process-file', 'map.vsdx')).toBe(true);
    expect(isAllowedExtension('process-file', 'map.png')).toBe(false);
    expect(isAllowedExtension('training-artifact', 'shot.PNG')).toBe(true);
    expect(isAllowedExtension('tier-document', 'deck.pptx')).toBe(true);
    expect(isAllowedExtension('tier-document', 'run.exe')).toBe(false);
  });
});

describe('external link names (spec §5)', () => {
  it('names YouTube, Google documents and anything else, followed by the output', () => {
    expect(linkName('https://www.youtube.com/watch?v=1', 'Signed contract')).toBe(
      'YouTube Video - Signed contract',
    );
    expect(linkName('https://youtu.be/abc', 'X')).toBe('YouTube Video - X');
    expect(linkName('https://docs.google.com/document/d/1', 'X')).toBe('Google Document - X');
    expect(linkName('https://notyoutube.com.evil.example/', 'X')).toBe('External Link - X');
    expect(linkName('not a url', 'X')).toBe('External Link - X');
  });

  it('accepts only http and https addresses', () => {
    expect(isWebUrl('https://example.com/a')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/objects/x')).toBe(false);
  });
});
