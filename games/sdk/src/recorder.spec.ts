import { describe, expect, it } from 'vitest';
import { InputRecorder } from './recorder';
import { QUIT_INPUT } from './replay';

describe('InputRecorder', () => {
  it('builds a replay of the inputs in the order they were applied', () => {
    const sut = new InputRecorder<string>('hang-glider', 77);
    sut.record(3, 'u');
    sut.record(3, 'd');
    sut.record(9, 'u');
    expect(sut.toReplay(120)).toEqual({
      game: 'hang-glider',
      seed: 77,
      inputs: [
        [3, 'u'],
        [3, 'd'],
        [9, 'u'],
      ],
      claimedScore: 120,
    });
  });

  it('ends the input list with quit when the player leaves', () => {
    const sut = new InputRecorder<string>('alphabet-merge', 1);
    sut.record(0, 'l');
    sut.quit(40);
    expect(sut.toReplay(4).inputs).toEqual([
      [0, 'l'],
      [40, QUIT_INPUT],
    ]);
  });

  it('refuses a tick earlier than the last one', () => {
    const sut = new InputRecorder<string>('x', 1);
    sut.record(5, 'u');
    expect(() => sut.record(4, 'd')).toThrow(RangeError);
  });

  it('refuses inputs after quit', () => {
    const sut = new InputRecorder<string>('x', 1);
    sut.quit(2);
    expect(() => sut.record(3, 'u')).toThrow(/quit/);
  });

  it('refuses a seed that is not a uint32', () => {
    expect(() => new InputRecorder('x', -1)).toThrow(RangeError);
    expect(() => new InputRecorder('x', 2 ** 32)).toThrow(RangeError);
  });

  it('hands out a copy, so editing a replay does not change the recording', () => {
    const sut = new InputRecorder<readonly number[]>('x', 1);
    sut.record(0, [1, 2]);
    const replay = sut.toReplay(0);
    (replay.inputs[0]![1] as number[])[0] = 9;
    replay.inputs.push([1, [3, 3]]);
    expect(sut.toReplay(0).inputs).toEqual([[0, [1, 2]]]);
  });
});
