import { describe, expect, it } from 'vitest';
import { boardFromRows } from './board-notation';
import { findMatches, isInMatch } from './find-matches';

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

describe('findMatches', () => {
  it('finds nothing on a board without three in a line', () => {
    expect(findMatches(boardFromRows(quiet))).toEqual([]);
  });

  it('finds a run of three in a row and a run of four in a column', () => {
    const sut = boardFromRows([
      'o o o y p o r g',
      'b y p o r g b y',
      'p o r g b y p o',
      'r g b y p o r b',
      'b y p o r g b b',
      'p o r g b y p b',
      'r g b y p o r b',
      'b y p o r g b y',
    ]);
    expect(findMatches(sut)).toEqual([
      { direction: 'row', colour: 5, cells: [0, 1, 2] },
      { direction: 'column', colour: 2, cells: [31, 39, 47, 55] },
    ]);
  });

  it('treats a blaster as its colour and a colour bomb as no colour', () => {
    const sut = boardFromRows(['o o| o * * * r g', ...quiet.slice(1)]);
    expect(findMatches(sut)).toEqual([{ direction: 'row', colour: 5, cells: [0, 1, 2] }]);
    expect(isInMatch(sut, 1)).toBe(true);
    expect(isInMatch(sut, 4)).toBe(false);
  });
});
