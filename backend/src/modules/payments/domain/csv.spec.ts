import { csvCell, csvFileName, dollars, localDateTime, toCsv } from './csv';

describe('CSV exports', () => {
  it('quote every cell and double the quotes inside', () => {
    expect(csvCell('Jane "JJ" Doe, Jr.')).toBe('"Jane ""JJ"" Doe, Jr."');
    expect(csvCell(12)).toBe('"12"');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\tlead', '\rlead'])(
    'neutralise a formula: %j',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it('leave ordinary text alone', () => {
    expect(csvCell('Maple Street')).toBe('"Maple Street"');
    expect(csvCell('')).toBe('""');
  });

  it('write CRLF rows with a header', () => {
    expect(toCsv(['A', 'B'], [['x', 1]])).toBe('"A","B"\r\n"x","1"\r\n');
  });

  it('print cents as dollars without floating point', () => {
    expect(dollars(0)).toBe('0.00');
    expect(dollars(5)).toBe('0.05');
    expect(dollars(2_500)).toBe('25.00');
    expect(dollars(123_456_789)).toBe('1234567.89');
    expect(dollars(-150)).toBe('-1.50');
  });

  it('write an instant on the wall clock of the viewer’s zone, not as UTC ISO text', () => {
    expect(localDateTime('2027-03-04T15:01:00.000Z', 'America/Chicago')).toBe('2027-03-04 09:01');
    expect(localDateTime('2027-03-04T15:01:00.000Z', 'Asia/Kolkata')).toBe('2027-03-04 20:31');
    expect(localDateTime('2027-03-04T15:01:00.000Z', 'UTC')).toBe('2027-03-04 15:01');
    // Summer time, and midnight written as 00, not 24.
    expect(localDateTime('2027-07-04T05:00:00.000Z', 'America/Chicago')).toBe('2027-07-04 00:00');
    // A day that is another date in the viewer's zone.
    expect(localDateTime(new Date('2027-01-01T03:30:00.000Z'), 'America/Los_Angeles')).toBe('2026-12-31 19:30');
  });

  it('leave a time that is not one as it is', () => {
    expect(localDateTime('not a date', 'UTC')).toBe('not a date');
  });

  it('name the file after the fundraiser in safe characters', () => {
    const now = new Date(Date.UTC(2027, 2, 4));
    expect(csvFileName('donations', 'Lincoln High "Spring" Fundraiser!', now)).toBe(
      'donations-lincoln-high-spring-fundraiser-2027-03-04.csv',
    );
    expect(csvFileName('donations', '日本', now)).toBe('donations-2027-03-04.csv');
  });
});
