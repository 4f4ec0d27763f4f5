import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Team {
  id: string;
  name: string;
  raisedCents: number;
}

const teams: Team[] = [
  { id: 't1', name: 'Hawks', raisedCents: 12_500 },
  { id: 't2', name: 'Owls', raisedCents: 0 },
];

const columns: DataTableColumn<Team>[] = [
  { header: 'Name', cell: (team) => team.name, className: 'font-semibold' },
  { header: 'Raised', cell: (team) => `$${team.raisedCents / 100}` },
];

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('shows one row per record under the column headings, with the actions last', async () => {
    const onOpen = vi.fn();
    render(
      <DataTable
        caption="Teams"
        rows={teams}
        rowKey={(team) => team.id}
        columns={columns}
        actions={(team) => (
          <button type="button" onClick={() => onOpen(team.id)}>
            Open {team.name}
          </button>
        )}
      />,
    );

    const table = screen.getByRole('table', { name: 'Teams' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Raised', 'Actions']);
    const [hawks, owls] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(cellTexts(hawks as HTMLElement)).toEqual(['Hawks', '$125', 'Open Hawks']);
    expect(cellTexts(owls as HTMLElement)).toEqual(['Owls', '$0', 'Open Owls']);

    await userEvent.setup().click(within(owls as HTMLElement).getByRole('button', { name: 'Open Owls' }));
    expect(onOpen).toHaveBeenCalledWith('t2');
  });

  it('names every cell by its column, so the stacked phone cards say what each value is', () => {
    render(
      <DataTable caption="Teams" rows={teams} rowKey={(team) => team.id} columns={columns} actions={() => 'Edit'} />,
    );

    const [hawks] = screen.getAllByRole('row').slice(1);
    expect(
      within(hawks as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Raised', 'Actions']);
    expect(within(hawks as HTMLElement).getByRole('cell', { name: 'Hawks' })).toHaveClass('font-semibold');
  });

  it('has no Actions column when the rows have no actions', () => {
    render(<DataTable caption="Teams" rows={teams} rowKey={(team) => team.id} columns={columns} />);

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Raised']);
    expect(cellTexts(screen.getAllByRole('row')[1] as HTMLElement)).toEqual(['Hawks', '$125']);
  });
});
