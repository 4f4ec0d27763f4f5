import { outreachMessages } from '@fundplay/contracts';
import { classifyImport } from './import-classification';

describe('classifyImport', () => {
  const sut = classifyImport;

  it('normalises a new row like a contact added by hand', () => {
    const { rows, counts } = sut([{ fullName: ' Ann ', email: 'Ann@Example.com', phoneNumber: '(555) 010-0111' }], []);
    expect(rows).toEqual([
      { row: 1, fullName: 'Ann', email: 'ann@example.com', phoneNumber: '+15550100111', status: 'new' },
    ]);
    expect(counts).toEqual({ new: 1, duplicate: 0, invalid: 0 });
  });

  it('marks a row repeating a kept contact or an earlier row of the file as a duplicate', () => {
    const { rows } = sut(
      [
        { fullName: 'Kept by email', email: 'KEPT@example.com' },
        { fullName: 'First', phoneNumber: '5550100122' },
        { fullName: 'Second', phoneNumber: '+1 555 010 0122' },
      ],
      [{ email: 'kept@example.com', phoneNumber: null }],
    );
    expect(rows.map((row) => [row.status, row.reason])).toEqual([
      ['duplicate', outreachMessages.duplicate],
      ['new', undefined],
      ['duplicate', outreachMessages.duplicate],
    ]);
  });

  it("says why a row is invalid with the field rule's own message", () => {
    const { rows, counts } = sut(
      [
        { fullName: 'Nobody', email: '', phoneNumber: '' },
        { fullName: 'Bad mail', email: 'not-an-email' },
      ],
      [],
    );
    expect(rows[0]).toMatchObject({ status: 'invalid', reason: outreachMessages.emailOrPhone, email: null });
    expect(rows[1]).toMatchObject({ status: 'invalid', email: 'not-an-email' });
    expect(rows[1]?.reason).toBeTruthy();
    expect(counts).toEqual({ new: 0, duplicate: 0, invalid: 2 });
  });
});
