/** Every freight car and station has one of these colours; a car must reach the station of its colour. */
export const CARGO_COLOURS = ['red', 'blue', 'yellow', 'green', 'purple', 'orange'] as const;

export type CargoColour = (typeof CARGO_COLOURS)[number];
