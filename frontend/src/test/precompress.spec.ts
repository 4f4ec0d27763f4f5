import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/lib/precompress';

const script = `export const greeting = ${JSON.stringify('hello FundPlay '.repeat(200))};\n`;
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the frontend and games builds)', () => {
  it('writes a brotli and a gzip copy beside each compressible file, nested folders included', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>x</title>${'<p>FundPlay</p>'.repeat(100)}`);

    const sut = precompressDir(dir);

    expect(sut).toHaveLength(2);
    const js = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
  });

  it('leaves images and tiny files alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');

    expect(precompressDir(dir)).toEqual([]);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
  });
});
