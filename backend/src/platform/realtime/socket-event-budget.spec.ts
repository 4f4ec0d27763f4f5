import { SocketEventBudget } from './socket-event-budget';

describe('SocketEventBudget', () => {
  it('allows the budget at once and refuses the next event', () => {
    const sut = new SocketEventBudget(3, 60_000, 0);
    expect([sut.spend(0), sut.spend(0), sut.spend(0), sut.spend(0)]).toEqual([true, true, true, false]);
  });

  it('refills evenly over the window, never above the budget', () => {
    const sut = new SocketEventBudget(3, 60_000, 0);
    for (let i = 0; i < 3; i += 1) sut.spend(0);
    expect(sut.spend(19_999)).toBe(false);
    expect(sut.spend(20_000)).toBe(true);
    expect(sut.spend(20_000)).toBe(false);
    // A quiet hour earns no more than one full budget.
    expect([sut.spend(3_600_000), sut.spend(3_600_000), sut.spend(3_600_000), sut.spend(3_600_000)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
