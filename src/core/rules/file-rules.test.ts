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
