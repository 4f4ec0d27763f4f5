import { describe, expect, it } from 'vitest';
import { createRng } from '../../sdk/src/rng';
import { CELL_COUNT } from './board';
import { boardFromRows, boardToRows } from './board-notation';
import { findMatches } from './find-matches';
import { GemFactory } from './gem-factory';
import { resolveSwap } from './resolve-swap';

const quiet = [
  'r g b y p o r g',
  'b y p o r g b y',
  'p o r g b y p o',
  'r g b y p o r g',
  'b y p o r g b y',
  'p o r g b y p o',
  'r g b y p o r g',
  'b y p o r g b y',
];

function boardWith(overrides: Record<number, string>) {
  const rows = quiet.map((row, index) => overrides[index] ?? row);
  const board = boardFromRows(rows);
  expect(findMatches(board)).toEqual([]);
  return board;
}

const gems = () => new GemFactory(createRng(7));

describe('resolveSwap', () => {
  it('ignores a swap that makes no match and leaves the board as it was', () => {
    const board = boardWith({});
    expect(resolveSwap(board, 0, 1, gems())).toBeNull();
    expect(boardToRows(board)).toEqual(quiet);
  });

  it('clears three in a row for 10 points a gem and refills a full, settled board', () => {
    const board = boardWith({ 7: 'o o y o r g b y' });
    const sut = resolveSwap(board, 58, 59, gems())!;
    expect(sut.waves[0]!.cleared).toEqual([56, 57, 58]);
    expect(sut.waves[0]!.points).toBe(30);
    expect(board.every((gem) => gem !== null)).toBe(true);
    expect(board).toHaveLength(CELL_COUNT);
    expect(findMatches(board)).toEqual([]);
  });

  it('makes a row blaster where the player swapped four in a row', () => {
    const board = boardWith({ 6: 'r g o y p o r g', 7: 'o o y o r g b y' });
    const sut = resolveSwap(board, 50, 58, gems())!;
    const wave = sut.waves[0]!;
    expect(wave.cleared).toEqual([56, 57, 58, 59]);
    expect(wave.created).toEqual([{ cell: 58, gem: expect.objectContaining({ kind: 'row-blaster', colour: 5 }) }]);
    expect(wave.after[58]).toMatchObject({ kind: 'row-blaster', colour: 5 });
  });

  it('makes a colour bomb from five in a row', () => {
    const board = boardWith({ 6: 'r g o y p o r g', 7: 'o o y o o g b y' });
    const sut = resolveSwap(board, 50, 58, gems())!;
    expect(sut.waves[0]!.cleared).toEqual([56, 57, 58, 59, 60]);
    expect(sut.waves[0]!.created.map((c) => [c.cell, c.gem.kind])).toEqual([[58, 'colour-bomb']]);
  });

  it('fires a row blaster caught in a match, clearing its whole row', () => {
    const board = boardWith({ 7: 'o o- y o r g b y' });
    const sut = resolveSwap(board, 58, 59, gems())!;
    expect(sut.waves[0]!.cleared).toEqual([56, 57, 58, 59, 60, 61, 62, 63]);
    expect(sut.waves[0]!.fired).toEqual([57]);
    expect(sut.waves[0]!.points).toBe(80);
  });

  it('fires a column blaster down its column', () => {
    const board = boardWith({ 7: 'o o| y o r g b y' });
    const sut = resolveSwap(board, 58, 59, gems())!;
    expect(sut.waves[0]!.cleared).toEqual([1, 9, 17, 25, 33, 41, 49, 56, 57, 58]);
  });

  it('clears every gem of the colour a colour bomb is swapped with', () => {
    const board = boardWith({ 7: '* y p o r g b y' });
    const yellows = board.flatMap((gem, cell) => (gem?.kind === 'plain' && gem.colour === 3 ? [cell] : []));
    const sut = resolveSwap(board, 56, 57, gems())!;
    expect(sut.waves[0]!.cleared).toEqual([...yellows, 56].sort((a, b) => a - b));
    expect(sut.waves[0]!.fired).toEqual([]);
  });

  it('accepts a colour bomb swap even though it lines nothing up', () => {
    const board = boardWith({ 0: 'r * b y p o r g' });
    expect(resolveSwap(board, 1, 9, gems())).not.toBeNull();
  });

  it('clears the whole board when two colour bombs are swapped', () => {
    const board = boardWith({ 7: '* * p o r g b y' });
    const sut = resolveSwap(board, 56, 57, gems())!;
    expect(sut.waves[0]!.cleared).toHaveLength(CELL_COUNT);
    expect(sut.waves[0]!.points).toBe(640);
  });

  it('doubles the points of the second wave of a cascade', () => {
    const board = boardWith({ 6: 'r y y o p o r g', 7: 'o o y o r g b y' });
    const sut = resolveSwap(board, 58, 59, gems())!;
    expect(sut.waves.length).toBeGreaterThanOrEqual(2);
    expect(sut.waves[1]!.cleared).toEqual(expect.arrayContaining([57, 58, 59]));
    expect(sut.waves[1]!.points).toBe(sut.waves[1]!.cleared.length * 20);
    expect(sut.points).toBe(sut.waves.reduce((sum, wave) => sum + wave.points, 0));
  });

  it('gives every new gem an id no other gem on the board has', () => {
    const board = boardWith({ 7: 'o o- y o r g b y' });
    const factory = new GemFactory(createRng(3));
    for (let i = 0; i < 64; i++) factory.randomPlain();
    resolveSwap(board, 58, 59, factory);
    const ids = board.map((gem) => gem!.id);
    expect(new Set(ids).size).toBe(CELL_COUNT);
  });
});
