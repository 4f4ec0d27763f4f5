import { csvCell, csvFileName, dollars, toCsv } from './csv';

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

  it('name the file after the fundraiser in safe characters', () => {
    const now = new Date(Date.UTC(2027, 2, 4));
    expect(csvFileName('donations', 'Lincoln High "Spring" Fundraiser!', now)).toBe(
      'donations-lincoln-high-spring-fundraiser-2027-03-04.csv',
    );
    expect(csvFileName('donations', '日本', now)).toBe('donations-2027-03-04.csv');
  });
});
