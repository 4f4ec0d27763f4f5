import { supportRequestSchema, textMessages, unsafeTextProblem } from '@fundplay/contracts';
import { findUnsafeText, nestingMessage } from './text-guard';

describe('the shared text rule', () => {
  it.each([
    ['plain text', 'Ann Lee'],
    ['accents and emoji (surrogate pairs)', 'Zoë 🎉 naïve café'],
    ['right-to-left script', 'مرحبا'],
    ['left-to-right and right-to-left marks', 'a\u200eb\u200f'],
  ])('accepts %s', (_what, value) => {
    expect(unsafeTextProblem(value)).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b', 'controlCharacters'],
    ['escape', 'a\u001b[31m', 'controlCharacters'],
    ['DEL', 'a\u007f', 'controlCharacters'],
    ['a C1 control', 'a\u0085', 'controlCharacters'],
    ['a line break in a single-line field', 'Ann\nLee', 'controlCharacters'],
    ['a lone high surrogate', 'a\ud800', 'unpairedSurrogate'],
    ['a lone low surrogate', '\udc00a', 'unpairedSurrogate'],
    ['a reversed pair', '\udc00\ud800', 'unpairedSurrogate'],
    ['a right-to-left override', 'invoice\u202efdp.exe', 'bidiOverride'],
    ['a bidi isolate', 'a\u2066b', 'bidiOverride'],
  ])('refuses %s', (_what, value, problem) => {
    expect(unsafeTextProblem(value)).toBe(problem);
  });

  it('lets multi-line fields hold line breaks and tabs, but not NUL', () => {
    expect(unsafeTextProblem('Hello,\r\n\tthanks', { multiline: true })).toBeNull();
    expect(unsafeTextProblem('Hello\u0000', { multiline: true })).toBe('controlCharacters');
  });

  it('gives the field builders the same message the server sends', () => {
    const result = supportRequestSchema.safeParse({
      name: 'Ann\u0000',
      email: 'ann@example.com',
      message: 'Hi\nthere',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', textMessages.controlCharacters],
    ]);
  });
});

describe('findUnsafeText', () => {
  it('finds nothing in ordinary input', () => {
    expect(findUnsafeText({ name: 'Ann', tags: ['a', 'b'], nested: { count: 3, ok: true, none: null } })).toBeNull();
  });

  it('names the path of the first unsafe value, at any depth', () => {
    expect(findUnsafeText({ people: [{ name: 'ok' }, { name: 'x\ud800' }] })).toEqual({
      path: 'people.1.name',
      message: textMessages.unpairedSurrogate,
    });
  });

  it('refuses unsafe keys without echoing them', () => {
    expect(findUnsafeText({ profile: { 'a\u0000': 'x' } })).toEqual({
      path: 'profile',
      message: textMessages.controlCharacters,
    });
  });

  it('refuses hostile nesting without recursing into it', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnsafeText(deep)?.message).toBe(nestingMessage);
  });

  it('walks parsed query strings, whose objects have a prototype of their own', () => {
    const Query = function () {} as unknown as new () => Record<string, unknown>;
    Query.prototype = Object.create(null) as object;
    const query = Object.assign(new Query(), { to: '\u0000' });
    expect(findUnsafeText(query)).toEqual({ path: 'to', message: textMessages.controlCharacters });
  });

  it('visits an object that refers back to itself once', () => {
    const body: Record<string, unknown> = { name: { type: 'field', value: 'Ann' } };
    body.file = { type: 'file', fields: body };
    expect(findUnsafeText(body)).toBeNull();
  });

  it('leaves uploads alone', () => {
    expect(findUnsafeText({ file: Buffer.from([0, 1, 2]) })).toBeNull();
  });
});
