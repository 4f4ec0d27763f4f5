import { describe, expect, it, vi } from 'vitest';
import { newRunId } from './run-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRunId', () => {
  it('makes a different version 4 uuid each time', () => {
    const sut = [newRunId(), newRunId()];

    expect(sut[0]).toMatch(uuidV4);
    expect(sut[1]).toMatch(uuidV4);
    expect(sut[0]).not.toBe(sut[1]);
  });

  it('still makes one on a page without crypto.randomUUID (plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array) });

    const sut = [newRunId(), newRunId()];

    expect(sut[0]).toMatch(uuidV4);
    expect(sut[0]).not.toBe(sut[1]);
  });
});
